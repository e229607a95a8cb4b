import { expect } from 'chai';
import type { InterviewFilter, InterviewPageQuery } from '../../../application/ports/persistence.js';
import type { Interview } from '../../../domain/interview.js';
import { anId, anInterview } from '../../support/builders.js';
import { expectUniqueViolation, freshStore, type OpenStore } from './fresh-store.js';

export const interviewRepositoryContract = (open: OpenStore): void => {
  describe('InterviewRepository', () => {
    const store = freshStore(open);

    const addAll = async (...interviews: Interview[]): Promise<void> => {
      for (const interview of interviews) await store().interviews.add(interview);
    };

    it('finds an added interview by id and by student and company, exactly as it was added', async () => {
      const interview = anInterview({
        panelId: anId(),
        time: new Date('2026-03-10T04:30:00Z'),
        status: 'assigned',
        queue: 3,
        panelQueue: 1,
        walkIn: true,
      });
      await store().interviews.add(interview);

      expect(await store().interviews.findById(interview.id)).to.deep.equal(interview);
      expect(await store().interviews.findByStudentAndCompany(interview.studentId, interview.companyId)).to.deep.equal(
        interview,
      );
    });

    it('adds many interviews at once, each found exactly as it was added', async () => {
      const companyId = anId();
      const interviews = [
        anInterview({ companyId }),
        anInterview({ companyId, panelId: anId(), status: 'assigned', queue: 1, panelQueue: 1 }),
        anInterview({ companyId, time: new Date('2026-03-10T04:30:00Z'), status: 'finished', queue: 2, panelQueue: 1 }),
      ];
      await store().interviews.addMany(interviews);

      for (const interview of interviews)
        expect(await store().interviews.findById(interview.id)).to.deep.equal(interview);
      expect(await store().interviews.count({ companyId })).to.equal(3);
    });

    it('adds each new interview in one go, leaving out a student and company pair already stored or met twice', async () => {
      const stored = anInterview();
      await store().interviews.add(stored);
      const first = anInterview();
      const again = anInterview({ studentId: first.studentId, companyId: first.companyId });
      const clashing = anInterview({ studentId: stored.studentId, companyId: stored.companyId });
      const last = anInterview();

      const added = await store().interviews.addEachNew([first, clashing, again, last]);

      expect(added).to.deep.equal([first, last]);
      for (const interview of [stored, first, last])
        expect(await store().interviews.findById(interview.id)).to.deep.equal(interview);
      expect(await store().interviews.count({})).to.equal(3);
      expect(await store().interviews.addEachNew([])).to.deep.equal([]);
    });

    it('adds nothing for an empty list of interviews', async () => {
      await store().interviews.addMany([]);

      expect(await store().interviews.count({})).to.equal(0);
    });

    it('refuses many interviews holding one student and company pair twice, or one already stored, with a UniqueViolation on studentId,companyId', async () => {
      const stored = anInterview();
      await store().interviews.add(stored);
      const twice = anInterview();

      await expectUniqueViolation(
        store().interviews.addMany([twice, anInterview({ studentId: twice.studentId, companyId: twice.companyId })]),
        'studentId,companyId',
      );
      await expectUniqueViolation(
        store().interviews.addMany([anInterview({ studentId: stored.studentId, companyId: stored.companyId })]),
        'studentId,companyId',
      );
      expect(await store().interviews.findById(stored.id)).to.deep.equal(stored);
    });

    it('answers null for an unknown id or an unknown student and company pair', async () => {
      const interview = anInterview();
      await store().interviews.add(interview);

      expect(await store().interviews.findById(anId())).to.equal(null);
      expect(await store().interviews.findByStudentAndCompany(interview.studentId, anId())).to.equal(null);
      expect(await store().interviews.findByStudentAndCompany(interview.companyId, interview.studentId)).to.equal(null);
    });

    it('finds the interviews of many pairs of student and company in one read, leaving out pairs without one', async () => {
      const [student, other, company, second] = [anId(), anId(), anId(), anId()];
      const wanted = anInterview({ studentId: student, companyId: company });
      const alsoWanted = anInterview({ studentId: other, companyId: second });
      const sameStudentOtherCompany = anInterview({ studentId: student, companyId: second });
      await addAll(wanted, alsoWanted, sameStudentOtherCompany, anInterview({ companyId: company }));

      const found = await store().interviews.findByStudentsAndCompanies([
        { studentId: student, companyId: company },
        { studentId: other, companyId: second },
        { studentId: other, companyId: company },
        { studentId: anId(), companyId: second },
      ]);

      expect([...found].sort((a, b) => (a.id < b.id ? -1 : 1))).to.deep.equal(
        [wanted, alsoWanted].sort((a, b) => (a.id < b.id ? -1 : 1)),
      );
      expect(await store().interviews.findByStudentsAndCompanies([])).to.deep.equal([]);
    });

    it('refuses a second interview of the same student with the same company with a UniqueViolation on studentId,companyId', async () => {
      const first = anInterview();
      await store().interviews.add(first);

      await expectUniqueViolation(
        store().interviews.add(anInterview({ studentId: first.studentId, companyId: first.companyId })),
        'studentId,companyId',
      );
    });

    it('accepts interviews of one student with several companies, and of several students with one company', async () => {
      const studentId = anId();
      const companyId = anId();
      await addAll(
        anInterview({ studentId }),
        anInterview({ studentId }),
        anInterview({ companyId }),
        anInterview({ companyId }),
      );

      expect(await store().interviews.count({ studentId })).to.equal(2);
      expect(await store().interviews.count({ companyId })).to.equal(2);
    });

    it('lists by queue with the unassigned last, then by creation time, then by id', async () => {
      const companyId = anId();
      const at = (minute: number) => new Date(Date.UTC(2026, 2, 10, 4, minute));
      const [idA, idB] = [anId(), anId()];
      const second = anInterview({ companyId, queue: 2, createdAt: at(0) });
      const firstOlder = anInterview({ companyId, queue: 1, createdAt: at(1) });
      const firstNewer = anInterview({ companyId, queue: 1, createdAt: at(5) });
      const unassignedNewer = anInterview({ companyId, queue: null, createdAt: at(3) });
      const unassignedOlderHighId = anInterview({ id: idB, companyId, queue: null, createdAt: at(2) });
      const unassignedOlderLowId = anInterview({ id: idA, companyId, queue: null, createdAt: at(2) });
      const tenth = anInterview({ companyId, queue: 10, createdAt: at(0) });
      await addAll(unassignedNewer, tenth, unassignedOlderHighId, firstNewer, second, unassignedOlderLowId, firstOlder);

      expect(await store().interviews.list({ companyId })).to.deep.equal([
        firstOlder,
        firstNewer,
        second,
        tenth,
        unassignedOlderLowId,
        unassignedOlderHighId,
        unassignedNewer,
      ]);
    });

    describe('pages', () => {
      const companyId = anId();
      const at = (minute: number) => new Date(Date.UTC(2026, 2, 10, 4, minute));
      const third = anInterview({ companyId, queue: 3, time: at(30), status: 'assigned', createdAt: at(0) });
      const first = anInterview({ companyId, queue: 1, time: null, status: 'ongoing', createdAt: at(1) });
      const second = anInterview({ companyId, queue: 2, time: at(10), status: 'assigned', createdAt: at(2) });
      const unqueuedOld = anInterview({ companyId, queue: null, time: null, status: 'selected', createdAt: at(3) });
      const unqueuedNew = anInterview({ companyId, queue: null, time: at(20), status: 'selected', createdAt: at(4) });
      const elsewhere = anInterview({ queue: 1, status: 'finished', createdAt: at(5) });
      const page = (query: Partial<InterviewPageQuery>) =>
        store().interviews.page({
          filter: { companyId },
          sort: 'queue',
          descending: false,
          page: 1,
          pageSize: 10,
          ...query,
        });

      beforeEach(async () => {
        await addAll(unqueuedNew, third, elsewhere, unqueuedOld, first, second);
      });

      it('cuts the queue order into pages, the interviews without a place last, with the total that match', async () => {
        const all = [first, second, third, unqueuedOld, unqueuedNew];
        expect(await page({})).to.deep.equal({ items: all, total: 5 });
        expect(await page({ pageSize: 2, page: 1 })).to.deep.equal({ items: [first, second], total: 5 });
        expect(await page({ pageSize: 2, page: 2 })).to.deep.equal({ items: [third, unqueuedOld], total: 5 });
        expect(await page({ pageSize: 2, page: 3 })).to.deep.equal({ items: [unqueuedNew], total: 5 });
        expect(await page({ pageSize: 2, page: 4 })).to.deep.equal({ items: [], total: 5 });
      });

      it('orders by time either way with the untimed last, by status, and by creation time', async () => {
        expect((await page({ sort: 'time' })).items).to.deep.equal([second, unqueuedNew, third, first, unqueuedOld]);
        expect((await page({ sort: 'time', descending: true, pageSize: 2, page: 2 })).items).to.deep.equal([
          second,
          first,
        ]);
        expect((await page({ sort: 'status' })).items).to.deep.equal([third, second, first, unqueuedOld, unqueuedNew]);
        expect((await page({ sort: 'created', descending: true })).items).to.deep.equal([
          unqueuedNew,
          unqueuedOld,
          second,
          first,
          third,
        ]);
      });

      describe('of a whole fair, read deep', () => {
        const statuses = ['selected', 'assigned', 'ongoing', 'finished', 'no-show'] as const;
        // Ties everywhere: three companies' queues share their places, interviews share slot times and
        // creation times, some have neither place nor time; ids given out of creation order.
        const fair = Array.from({ length: 60 }, (_, i) =>
          anInterview({
            companyId: ['c1', 'c2', 'c3'][i % 3]!.padStart(24, '0'),
            queue: i % 7 === 0 ? null : Math.floor(i / 3) % 9,
            time: i % 5 === 0 ? null : at(10 * (i % 4)),
            status: statuses[i % statuses.length]!,
            walkIn: i % 4 === 0,
            createdAt: at(i % 6),
          }),
        ).reverse();
        const compare = (a: Interview, b: Interview) => Number(a.createdAt) - Number(b.createdAt) || id(a, b);
        const id = (a: Interview, b: Interview) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
        const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
        const valued = (value: (i: Interview) => number | null, direction: number) => (a: Interview, b: Interview) => {
          const [x, y] = [value(a), value(b)];
          if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0) || compare(a, b);
          return (x - y) * direction || compare(a, b);
        };
        const orders = (direction: number) => ({
          queue: valued((i) => i.queue, direction),
          time: valued((i) => (i.time === null ? null : Number(i.time)), direction),
          status: (a: Interview, b: Interview) => text(a.status, b.status) * direction || compare(a, b),
          created: (a: Interview, b: Interview) => (Number(a.createdAt) - Number(b.createdAt) || id(a, b)) * direction,
        });
        const everyPage = async (query: Omit<InterviewPageQuery, 'page' | 'pageSize'>) => {
          const pages: Interview[] = [];
          let total = -1;
          for (let number = 1; number <= 10; number += 1) {
            const found = await store().interviews.page({ ...query, page: number, pageSize: 7 });
            pages.push(...found.items);
            total = found.total;
          }
          return { pages, total };
        };

        beforeEach(async () => {
          // Beside the six interviews above.
          await store().interviews.addMany(fair);
        });

        for (const descending of [false, true]) {
          for (const [sort, order] of Object.entries(orders(descending ? -1 : 1))) {
            it(`cuts the ${sort} order${descending ? ' reversed' : ''} into pages, the last ones as the first, alone or narrowed`, async () => {
              const narrowings: InterviewFilter[] = [
                {},
                { status: 'assigned' },
                { status: ['no-show', 'finished', 'selected'] },
                { walkIn: true },
                { walkIn: false, status: ['assigned', 'ongoing'] },
              ];
              for (const narrowing of narrowings) {
                const matching = [third, first, second, unqueuedOld, unqueuedNew, elsewhere, ...fair]
                  .filter((i) =>
                    Object.entries(narrowing).every(([field, value]) =>
                      Array.isArray(value)
                        ? value.includes(i[field as keyof Interview])
                        : i[field as keyof Interview] === value,
                    ),
                  )
                  .sort(order);
                const { pages, total } = await everyPage({
                  filter: narrowing,
                  sort: sort as InterviewPageQuery['sort'],
                  descending,
                });
                expect(total, JSON.stringify(narrowing)).to.equal(matching.length);
                expect(
                  pages.map((i) => i.id),
                  JSON.stringify(narrowing),
                ).to.deep.equal(matching.map((i) => i.id));
              }
            });
          }
        }
      });

      it('narrows a page by the filter and to the students given, an empty list of students matching none', async () => {
        expect(await page({ filter: { companyId, status: 'assigned' } })).to.deep.equal({
          items: [second, third],
          total: 2,
        });
        expect(await page({ filter: {}, studentIds: [elsewhere.studentId, first.studentId] })).to.deep.equal({
          items: [first, elsewhere],
          total: 2,
        });
        expect(await page({ studentIds: [] })).to.deep.equal({ items: [], total: 0 });
      });
    });

    describe('filters', () => {
      const companyId = anId();
      const studentId = anId();
      const panelId = anId();
      const selected = anInterview({ companyId, status: 'selected', createdAt: new Date('2026-03-01T00:00:01Z') });
      const assigned = anInterview({ companyId, studentId, panelId, status: 'assigned', queue: 1 });
      const ongoing = anInterview({ companyId, panelId, status: 'ongoing', queue: 2, walkIn: true });
      const elsewhere = anInterview({ studentId, status: 'finished', walkIn: true });

      beforeEach(async () => {
        await addAll(selected, assigned, ongoing, elsewhere);
      });

      it('lists and counts everything with an empty filter', async () => {
        expect(await store().interviews.list({})).to.deep.equal([assigned, ongoing, elsewhere, selected]);
        expect(await store().interviews.count({})).to.equal(4);
      });

      it('lists and counts by company, by student and by panel', async () => {
        expect(await store().interviews.list({ companyId })).to.deep.equal([assigned, ongoing, selected]);
        expect(await store().interviews.list({ studentId })).to.deep.equal([assigned, elsewhere]);
        expect(await store().interviews.list({ panelId })).to.deep.equal([assigned, ongoing]);
        expect(await store().interviews.count({ companyId })).to.equal(3);
        expect(await store().interviews.count({ studentId })).to.equal(2);
        expect(await store().interviews.count({ panelId })).to.equal(2);
      });

      it('lists and counts by one status or by any of several', async () => {
        expect(await store().interviews.list({ status: 'ongoing' })).to.deep.equal([ongoing]);
        expect(await store().interviews.list({ status: ['selected', 'finished'] })).to.deep.equal([
          elsewhere,
          selected,
        ]);
        expect(await store().interviews.count({ status: ['assigned', 'ongoing'] })).to.equal(2);
        expect(await store().interviews.count({ status: [] })).to.equal(0);
      });

      it('lists and counts walk-ins apart from the others', async () => {
        expect(await store().interviews.list({ walkIn: true })).to.deep.equal([ongoing, elsewhere]);
        expect(await store().interviews.count({ walkIn: false })).to.equal(2);
      });

      it('lists only what matches every part of a filter', async () => {
        expect(
          await store().interviews.list({ companyId, walkIn: true, status: ['ongoing', 'finished'] }),
        ).to.deep.equal([ongoing]);
        expect(
          await store().interviews.count({ companyId, studentId, panelId, status: 'assigned', walkIn: false }),
        ).to.equal(1);
        expect(await store().interviews.list({ companyId, status: 'finished' })).to.deep.equal([]);
      });
    });

    it('places an interview on a panel only while it is still in the status expected, its history keeping the move', async () => {
      const createdAt = new Date('2026-03-10T04:00:00Z');
      const history = [{ status: 'selected' as const, at: createdAt }];
      const interview = anInterview({ status: 'selected', time: new Date('2026-03-10T05:00:00Z'), history });
      await store().interviews.add(interview);
      const placement = { panelId: anId(), status: 'assigned' as const, queue: 4, panelQueue: 2 };
      const at = new Date('2026-03-10T04:30:00Z');
      const expected = { ...interview, ...placement, history: [...history, { status: 'assigned', at }] };

      expect(await store().interviews.place(interview, placement, at)).to.deep.equal(expected);
      expect(await store().interviews.findById(interview.id)).to.deep.equal(expected);
      expect(await store().interviews.place(interview, { ...placement, queue: 9 }, at)).to.equal(null);
      expect(await store().interviews.place({ ...interview, id: anId() }, placement, at)).to.equal(null);
    });

    it('schedules a waiting interview (panel, places and time at once) only while its status, panel and time are as read', async () => {
      const history = [{ status: 'selected' as const, at: new Date('2026-03-10T04:00:00Z') }];
      const interview = anInterview({ status: 'selected', history });
      await store().interviews.add(interview);
      const placement = { panelId: anId(), status: 'assigned' as const, queue: 3, panelQueue: 1 };
      const time = new Date('2026-03-10T06:00:00Z');
      const at = new Date('2026-03-10T04:30:00Z');
      const expected = { ...interview, ...placement, time, history: [...history, { status: 'assigned', at }] };

      expect(await store().interviews.schedule(interview, placement, time, at)).to.deep.equal(expected);
      expect(await store().interviews.findById(interview.id)).to.deep.equal(expected);
      expect(await store().interviews.schedule(interview, placement, time, at)).to.equal(null);
      const timedMeanwhile = { ...expected, time: new Date('2026-03-10T07:00:00Z') };
      expect(await store().interviews.schedule(timedMeanwhile, placement, time, at)).to.equal(null);
      expect(await store().interviews.schedule(expected, { ...placement, queue: 5 }, time, at)).to.deep.equal({
        ...expected,
        queue: 5,
      });
      expect(await store().interviews.schedule({ ...interview, id: anId() }, placement, time, at)).to.equal(null);
    });

    it('moves an assigned interview to another panel without a new history entry', async () => {
      const history = [{ status: 'assigned' as const, at: new Date('2026-03-10T04:00:00Z') }];
      const interview = anInterview({ status: 'assigned', panelId: anId(), queue: 1, panelQueue: 1, history });
      await store().interviews.add(interview);
      const placement = { panelId: anId(), status: 'assigned' as const, queue: 1, panelQueue: 7 };

      expect(await store().interviews.place(interview, placement, new Date())).to.deep.equal({
        ...interview,
        ...placement,
      });
    });

    it('moves an interview between panels only from the panel and place it was read with: of two moves at once, one is stored', async () => {
      const interview = anInterview({ status: 'assigned', panelId: anId(), queue: 1, panelQueue: 1 });
      await store().interviews.add(interview);
      const toFirst = { panelId: anId(), status: 'assigned' as const, queue: 1, panelQueue: 3 };
      const toSecond = { panelId: anId(), status: 'assigned' as const, queue: 1, panelQueue: 5 };

      const [first, second] = await Promise.all([
        store().interviews.place(interview, toFirst, new Date()),
        store().interviews.place(interview, toSecond, new Date()),
      ]);

      const stored = [first, second].filter((moved) => moved !== null);
      expect(stored).to.have.length(1);
      expect(await store().interviews.findById(interview.id)).to.deep.equal(stored[0]);
      const movedBack = { ...interview, panelId: stored[0]!.panelId, panelQueue: stored[0]!.panelQueue };
      expect(
        await store().interviews.place(movedBack, toFirst, new Date()),
        'moved from what is stored now',
      ).not.to.equal(null);
    });

    it('moves the status only from the status expected, adding each move to the history, and sets the time alone', async () => {
      const interview = anInterview({ status: 'assigned', panelId: anId(), queue: 1, panelQueue: 1 });
      await store().interviews.add(interview);
      const time = new Date('2026-03-10T05:00:00Z');
      const ongoing = { status: 'ongoing' as const, at: new Date('2026-03-10T05:01:00Z') };
      const moved = { ...interview, status: 'ongoing', history: [ongoing] };

      expect(await store().interviews.setStatus(interview.id, 'assigned', ongoing)).to.deep.equal(moved);
      expect(await store().interviews.setStatus(interview.id, 'assigned', ongoing)).to.equal(null);
      expect(await store().interviews.setTime(interview.id, time)).to.deep.equal({ ...moved, time });
      expect(await store().interviews.setTime(interview.id, null)).to.deep.equal(moved);
      expect(await store().interviews.setTime(anId(), time)).to.equal(null);
    });

    it('keeps every move of a no-show and its return, in order, with their times', async () => {
      const interview = anInterview({ status: 'assigned', panelId: anId(), queue: 1, panelQueue: 1 });
      await store().interviews.add(interview);
      const moves = [
        { from: 'assigned', status: 'no-show', at: new Date('2026-03-10T05:00:00Z') },
        { from: 'no-show', status: 'assigned', at: new Date('2026-03-10T05:20:00Z') },
        { from: 'assigned', status: 'ongoing', at: new Date('2026-03-10T05:30:00Z') },
      ] as const;
      for (const { from, status, at } of moves) await store().interviews.setStatus(interview.id, from, { status, at });

      expect((await store().interviews.findById(interview.id))?.history).to.deep.equal(
        moves.map(({ status, at }) => ({ status, at })),
      );
    });

    it('keeps both a status move and a time set made at the same moment', async () => {
      const interview = anInterview({ status: 'assigned', panelId: anId(), queue: 1, panelQueue: 1 });
      await store().interviews.add(interview);
      const time = new Date('2026-03-10T05:00:00Z');
      const ongoing = { status: 'ongoing' as const, at: time };

      await Promise.all([
        store().interviews.setStatus(interview.id, 'assigned', ongoing),
        store().interviews.setTime(interview.id, time),
        store().interviews.recordCheckIn(interview.id, time),
      ]);

      expect(await store().interviews.findById(interview.id)).to.deep.equal({
        ...interview,
        status: 'ongoing',
        time,
        checkedInAt: time,
        history: [ongoing],
      });
    });

    it('checks a student in once: the first time is kept, the rest of the interview left as it is', async () => {
      const interview = anInterview({ status: 'assigned', panelId: anId(), queue: 1, panelQueue: 1 });
      await store().interviews.add(interview);
      const first = new Date('2026-03-10T05:00:00Z');

      expect(await store().interviews.recordCheckIn(interview.id, first)).to.deep.equal({
        ...interview,
        checkedInAt: first,
      });
      // A compare-and-set: a second check-in writes nothing and says so.
      expect(await store().interviews.recordCheckIn(interview.id, new Date('2026-03-10T06:00:00Z'))).to.equal(null);
      expect(await store().interviews.findById(interview.id)).to.deep.equal({ ...interview, checkedInAt: first });
      expect(await store().interviews.recordCheckIn(anId(), first)).to.equal(null);
    });

    it('of two check-ins of one student at once, writes exactly one', async () => {
      const interview = anInterview({ status: 'assigned', panelId: anId(), queue: 1, panelQueue: 1 });
      await store().interviews.add(interview);
      const times = [new Date('2026-03-10T05:00:00Z'), new Date('2026-03-10T05:00:01Z')];

      const written = await Promise.all(times.map((at) => store().interviews.recordCheckIn(interview.id, at)));

      const winners = written.filter((each) => each !== null);
      expect(winners).to.have.length(1);
      expect(await store().interviews.findById(interview.id)).to.deep.equal(winners[0]);
    });

    it('reads an interview stored before check-in and history existed as not checked in with no history, and checks it in', async () => {
      const { checkedInAt: _none, history: _nothing, ...old } = anInterview({ status: 'assigned' });
      await store().interviews.add(old as Interview);
      const at = new Date('2026-03-10T05:00:00Z');

      expect(await store().interviews.findById(old.id)).to.deep.equal({ ...old, checkedInAt: null, history: [] });
      expect(await store().interviews.recordCheckIn(old.id, at)).to.deep.equal({
        ...old,
        checkedInAt: at,
        history: [],
      });
      expect(
        (await store().interviews.setStatus(old.id, 'assigned', { status: 'no-show', at }))?.history,
      ).to.deep.equal([{ status: 'no-show', at }]);
    });

    it('deletes an interview once: true the first time, false after', async () => {
      const interview = anInterview();
      await store().interviews.add(interview);

      expect(await store().interviews.delete(interview.id)).to.equal(true);
      expect(await store().interviews.delete(interview.id)).to.equal(false);
      expect(await store().interviews.findById(interview.id)).to.equal(null);
    });

    it('deletes an interview only while it is still in the status it was read in, when one is given', async () => {
      const interview = anInterview({ status: 'selected' });
      await store().interviews.add(interview);

      expect(await store().interviews.delete(interview.id, 'ongoing')).to.equal(false);
      expect(await store().interviews.findById(interview.id)).to.deep.equal(interview);
      expect(await store().interviews.delete(interview.id, 'selected')).to.equal(true);
      expect(await store().interviews.findById(interview.id)).to.equal(null);
    });

    it("lets a deleted interview's student and company meet again", async () => {
      const interview = anInterview();
      await store().interviews.add(interview);
      await store().interviews.delete(interview.id);

      const again = anInterview({ studentId: interview.studentId, companyId: interview.companyId });
      await store().interviews.add(again);
      expect(await store().interviews.findByStudentAndCompany(interview.studentId, interview.companyId)).to.deep.equal(
        again,
      );
    });
  });
};
