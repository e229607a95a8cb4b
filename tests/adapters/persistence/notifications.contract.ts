import { expect } from 'chai';
import { anInterview, aStudent } from '../../support/builders.js';
import { freshStore, type OpenStore } from './fresh-store.js';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 4, minute));

export const notificationRepositoryContract = (open: OpenStore): void => {
  describe('NotificationRepository', () => {
    const store = freshStore(open);

    it('claims a key once: the first claim wins, every later one is refused', async () => {
      expect(await store().notifications.claim('next:a:1', at(0))).to.equal(true);
      expect(await store().notifications.claim('next:a:1', at(1))).to.equal(false);
      expect(await store().notifications.claim('next:a:2', at(1))).to.equal(true);
    });

    it('lets exactly one of 20 claims of one key made at the same moment win', async () => {
      const claims = await Promise.all(
        Array.from({ length: 20 }, () => store().notifications.claim('reminder:b:2026-03-01T05:00:00.000Z', at(0))),
      );
      expect(claims.filter(Boolean)).to.have.length(1);
    });

    it('tells which of some keys are claimed already', async () => {
      await store().notifications.claim('k1', at(0));
      await store().notifications.claim('k3', at(0));

      expect([...(await store().notifications.claimedAmong(['k1', 'k2', 'k3']))].sort()).to.deep.equal(['k1', 'k3']);
      expect(await store().notifications.claimedAmong([])).to.have.property('size', 0);
    });
  });

  describe("The reminders' reads and writes", () => {
    const store = freshStore(open);

    it('lists the interviews timed after a moment and at most until another, of a status', async () => {
      const timed = (minute: number | null, status: 'assigned' | 'ongoing' = 'assigned') =>
        anInterview({ status, time: minute === null ? null : at(minute), panelId: 'p'.repeat(24), queue: 1 });
      const [atStart, inside, atEnd, after, untimed, ongoing] = [
        timed(0),
        timed(10),
        timed(30),
        timed(31),
        timed(null),
        timed(20, 'ongoing'),
      ];
      for (const interview of [atStart, inside, atEnd, after, untimed, ongoing])
        await store().interviews.add(interview);

      const due = await store().interviews.list({ status: 'assigned', timeWithin: { after: at(0), until: at(30) } });

      expect(due.map((interview) => interview.id).sort()).to.deep.equal([inside.id, atEnd.id].sort());
    });

    it("turns a student's interview e-mails off and on again, changing nothing else", async () => {
      const student = aStudent();
      await store().students.add(student);

      expect(await store().students.setMailOff(student.id, 'remindersOff', true)).to.deep.equal({
        ...student,
        remindersOff: true,
      });
      expect((await store().students.setMailOff(student.id, 'remindersOff', false))?.remindersOff).to.equal(false);
      expect(await store().students.setMailOff('f'.repeat(24), 'remindersOff', true)).to.equal(null);
    });
  });
};
