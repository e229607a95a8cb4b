import { expect } from 'chai';
import { JwtTokenService } from '../../adapters/security/jwt-token-service.js';
import type { FairEvent } from '../../domain/fair-event.js';
import {
  assignedInterview,
  assignPanel,
  createInterview,
  createPanel,
  moveStatus,
  setInterviewTime,
  staffedCompany,
  studentSelecting,
  type StaffedCompany,
} from '../support/fair-operations.js';
import { LiveReader, type LiveReaderOptions } from '../support/live-reader.js';
import {
  FIRST_ADMIN,
  startPortalWithFirstAdmin,
  startTestPortal,
  TEST_JWT_SECRET,
  type TestPortal,
} from '../support/portal-harness.js';
import { registerConfirmedStudent } from '../support/student-accounts.js';

describe('The live stream: GET /live', () => {
  let portal: TestPortal, admin: string;
  let adminId: string;
  const readers: LiveReader[] = [];
  const listen = async (token: string, options: LiveReaderOptions = {}): Promise<LiveReader> => {
    const reader = await LiveReader.open(portal, token, options);
    readers.push(reader);
    return reader;
  };

  before(async () => {
    ({ portal, admin } = await startPortalWithFirstAdmin({ LIVE_HEARTBEAT_SECONDS: '1' }));
    adminId = (await portal.api.get<{ _id: string }>('/admin/single', admin)).body.data._id;
  });
  afterEach(async () => {
    await Promise.all(readers.splice(0).map((reader) => reader.close()));
  });
  after(async () => {
    await portal?.dispose();
  });

  const walkIn = async (coordinatorToken: string, companyId: string, open: boolean) => {
    const answer = await portal.api.post(
      `/company/change-walking-status/${companyId}`,
      { walkingStatus: open },
      coordinatorToken,
    );
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  };

  describe('opening', () => {
    it('answers a signed-in caller of any role with an unbuffered event stream that starts with a ready event', async () => {
      const staffed = await staffedCompany(portal, admin);
      const student = await registerConfirmedStudent(portal);
      for (const token of [admin, staffed.companyToken, staffed.coordinatorToken, student.token]) {
        const reader = await listen(token);
        expect(reader.headers.get('Content-Type')).to.match(/^text\/event-stream/);
        expect(reader.headers.get('Cache-Control')).to.include('no-cache');
        expect(reader.headers.get('X-Accel-Buffering')).to.equal('no');
        expect(reader.headers.get('Content-Encoding')).to.equal(null);
        expect(reader.messages[0]).to.deep.equal({ event: 'ready', data: {} });
      }
    });

    it('refuses a call without a token, with a malformed header or with a bad token: 401 in the envelope', async () => {
      const forged = new JwtTokenService({ secret: 'another-secret-that-is-long-enough-to-sign' }).issue({
        sub: adminId,
        role: 'admin',
        ver: 0,
      });
      for (const token of [null, 'not-a-jwt', forged]) {
        const refused = await LiveReader.attempt(portal, token);
        expect(refused).to.not.be.instanceOf(LiveReader);
        if (refused instanceof LiveReader) return;
        expect(refused.status).to.equal(401);
        expect(refused.body).to.deep.include({ success: false, data: null, error: 'UNAUTHENTICATED' });
      }
    });

    it('sends a heartbeat comment while nothing happens', async () => {
      const reader = await listen(admin);
      expect(await reader.comment()).to.equal('heartbeat');
    });

    it('is listed in the OpenAPI document as a text/event-stream', async () => {
      const document = await portal.api.get<never>('/openapi.json');
      const live = (document.body as unknown as { paths: Record<string, { get: { responses: object } }> }).paths[
        '/live'
      ];
      expect(JSON.stringify(live?.get.responses)).to.include('text/event-stream');
    });
  });

  describe('who hears what', () => {
    it("tells a student of their own interview moving, never of another student's", async () => {
      const staffed = await staffedCompany(portal, admin);
      const mine = await assignedInterview(portal, admin, staffed);
      const theirs = await assignedInterview(portal, admin, staffed, mine.panel);
      const me = await listen(mine.student.token);

      await moveStatus(portal, staffed.coordinatorToken, theirs.interview._id, 'ongoing');
      await moveStatus(portal, staffed.coordinatorToken, mine.interview._id, 'ongoing');

      const heard = await me.heard('interview.moved', { interviewId: mine.interview._id });
      expect(heard.data).to.deep.equal({
        kind: 'interview.moved',
        interviewId: mine.interview._id,
        companyId: staffed.company.id,
        studentId: mine.student.id,
        panelId: mine.panel._id,
        status: 'ongoing',
      });
      const aboutInterviews = me.events.filter((event) => event.kind.startsWith('interview.'));
      expect(aboutInterviews.map((event) => (event as { studentId?: string }).studentId)).to.deep.equal([
        mine.student.id,
      ]);
    });

    it('tells a company and its coordinator only of their own company; an admin of every company', async () => {
      const a = await staffedCompany(portal, admin);
      const b = await staffedCompany(portal, admin);
      const [companyA, coordinatorA, everything] = await Promise.all([
        listen(a.companyToken),
        listen(a.coordinatorToken),
        listen(admin),
      ]);

      const panelB = await createPanel(portal, b.coordinatorToken, b.company.id, 'Panel B');
      await walkIn(b.coordinatorToken, b.company.id, true);
      const panelA = await createPanel(portal, a.coordinatorToken, a.company.id, 'Panel A');

      for (const reader of [companyA, coordinatorA]) {
        await reader.heard('panel.added', { panelId: panelA._id });
        expect(reader.events).to.deep.equal([{ kind: 'panel.added', panelId: panelA._id, companyId: a.company.id }]);
      }
      await everything.heard('panel.added', { panelId: panelA._id });
      expect(everything.events).to.deep.include.members([
        { kind: 'panel.added', panelId: panelB._id, companyId: b.company.id },
        { kind: 'walk-in.opened', companyId: b.company.id },
      ]);
    });

    it('tells every student of walk-ins opening and closing, and nothing of panels', async () => {
      const staffed = await staffedCompany(portal, admin);
      const student = await registerConfirmedStudent(portal);
      const reader = await listen(student.token);

      await createPanel(portal, staffed.coordinatorToken, staffed.company.id, 'Quiet panel');
      await walkIn(staffed.coordinatorToken, staffed.company.id, true);
      await walkIn(staffed.coordinatorToken, staffed.company.id, false);

      await reader.heard('walk-in.closed', { companyId: staffed.company.id });
      expect(reader.events).to.deep.equal([
        { kind: 'walk-in.opened', companyId: staffed.company.id },
        { kind: 'walk-in.closed', companyId: staffed.company.id },
      ]);
    });
  });

  describe('an event for each kind of change', () => {
    const interviewFields = (kind: FairEvent['kind'], fields: Record<string, string | null>) => ({ kind, ...fields });

    it('tells the coordinator of an interview created, assigned, its student called, timed, moved and deleted, and of panels added and removed', async () => {
      const staffed: StaffedCompany = await staffedCompany(portal, admin);
      const coordinator = await listen(staffed.coordinatorToken);
      const student = await studentSelecting(portal, [staffed.company]);
      const about = { companyId: staffed.company.id, studentId: student.id };

      const created = await createInterview(portal, admin, student.id, staffed.company.id);
      const panel = await createPanel(portal, staffed.coordinatorToken, staffed.company.id, 'Every kind');
      await assignPanel(portal, staffed.coordinatorToken, created._id, panel._id);
      // Placed on an empty panel, the student is next at once: called a moment after the assignment is told.
      await coordinator.heard('interview.next', { interviewId: created._id });
      await setInterviewTime(portal, staffed.coordinatorToken, created._id, '2026-03-01T10:30:00+05:30');
      await moveStatus(portal, staffed.coordinatorToken, created._id, 'ongoing');
      const spare = await createPanel(portal, staffed.coordinatorToken, staffed.company.id, 'Spare');
      expect((await portal.api.delete(`/panel/delete/${spare._id}`, staffed.coordinatorToken)).status).to.equal(200);
      expect((await portal.api.delete(`/student/delete/${student.id}`, admin)).status).to.equal(200);

      await coordinator.heard('interview.deleted', { interviewId: created._id });
      const interviewId = created._id;
      expect(coordinator.events).to.deep.equal([
        interviewFields('interview.created', { interviewId, ...about, panelId: null, status: 'selected' }),
        { kind: 'panel.added', panelId: panel._id, companyId: staffed.company.id },
        interviewFields('interview.panel-assigned', { interviewId, ...about, panelId: panel._id, status: 'assigned' }),
        {
          kind: 'interview.next',
          interviewId,
          ...about,
          panelId: panel._id,
          companyName: staffed.company.companyName,
          panelName: 'Every kind',
          time: null,
        },
        interviewFields('interview.timed', { interviewId, ...about, panelId: panel._id, status: 'assigned' }),
        interviewFields('interview.moved', { interviewId, ...about, panelId: panel._id, status: 'ongoing' }),
        { kind: 'panel.added', panelId: spare._id, companyId: staffed.company.id },
        { kind: 'panel.removed', panelId: spare._id, companyId: staffed.company.id },
        interviewFields('interview.deleted', { interviewId, ...about, panelId: panel._id, status: 'ongoing' }),
      ]);
    });

    it("tells the company of walk-ins opened and closed and of a student's walk-in interview", async () => {
      const staffed = await staffedCompany(portal, admin);
      const company = await listen(staffed.companyToken);
      const student = await registerConfirmedStudent(portal);

      await walkIn(staffed.coordinatorToken, staffed.company.id, true);
      const joined = await portal.api.post<{ _id: string }>(
        '/interview/create-walk-in/',
        { company: staffed.company.id },
        student.token,
      );
      expect(joined.status, JSON.stringify(joined.body)).to.equal(201);
      await walkIn(staffed.coordinatorToken, staffed.company.id, false);

      await company.heard('walk-in.closed');
      expect(company.events).to.deep.equal([
        { kind: 'walk-in.opened', companyId: staffed.company.id },
        interviewFields('interview.created', {
          interviewId: joined.body.data._id,
          companyId: staffed.company.id,
          studentId: student.id,
          panelId: null,
          status: 'selected',
        }),
        { kind: 'walk-in.closed', companyId: staffed.company.id },
      ]);
    });

    it("tells the admin of every interview a company's deletion removes, one event each", async () => {
      const staffed = await staffedCompany(portal, admin);
      const first = await assignedInterview(portal, admin, staffed);
      const second = await assignedInterview(portal, admin, staffed, first.panel);
      const everything = await listen(admin);

      expect((await portal.api.delete(`/company/delete/${staffed.company.id}`, admin)).status).to.equal(200);

      await everything.heard('interview.deleted', { interviewId: first.interview._id });
      await everything.heard('interview.deleted', { interviewId: second.interview._id });
      const deletions = everything.events.filter((event) => event.kind === 'interview.deleted');
      expect(deletions).to.have.length(2);
    });
  });

  describe('resuming after a cut with Last-Event-ID', () => {
    /** Two students' interviews on panels of their own, to move back and forth. */
    const twoStudentsInQueues = async () => {
      const staffed = await staffedCompany(portal, admin);
      const mine = await assignedInterview(portal, admin, staffed);
      const theirs = await assignedInterview(portal, admin, staffed);
      return { staffed, mine, theirs };
    };

    it('a stream cut while 100 queue changes happen hears exactly the missed events it may hear after reconnecting: no gap, no duplicate, in order; another student hears none of them', async () => {
      const { staffed, mine, theirs } = await twoStudentsInQueues();
      const everything = await listen(admin);
      const me = await listen(mine.student.token);
      const other = await listen(theirs.student.token);
      // Each hears one event before the cut, so each has an id to come back with.
      await walkIn(staffed.coordinatorToken, staffed.company.id, true);
      await Promise.all([me, other, everything].map((reader) => reader.heard('walk-in.opened')));
      const [myLastId, otherLastId] = [me.lastEventId, other.lastEventId];
      expect(myLastId).to.be.a('string').and.not.equal('');
      await Promise.all([me.close(), other.close()]);

      // Round the queue: started, done, back in the queue, started again…
      const statuses = ['ongoing', 'finished', 'assigned'] as const;
      for (let change = 0; change < 100; change += 1) {
        const interview = change % 2 === 0 ? mine.interview : theirs.interview;
        await moveStatus(portal, staffed.coordinatorToken, interview._id, statuses[Math.floor(change / 2) % 3]!);
      }
      await walkIn(staffed.coordinatorToken, staffed.company.id, false);
      await everything.heard('walk-in.closed');

      const missed = everything.numbered.filter(({ id }) => id > myLastId!);
      const mineMissed = missed.filter(
        ({ event }) =>
          event.kind === 'walk-in.closed' || (event as { studentId?: string }).studentId === mine.student.id,
      );
      expect(mineMissed.filter(({ event }) => event.kind === 'interview.moved')).to.have.length(50);
      expect(missed.length - mineMissed.length).to.be.at.least(50);

      const back = await listen(mine.student.token, { lastEventId: myLastId });
      await back.heard('walk-in.closed');
      // The moves of the queue the student waits in reach them too; an admin's stream does not hear those.
      expect(back.numbered.filter(({ event }) => event.kind !== 'panel.queue-moved')).to.deep.equal(mineMissed);
      expect(back.messages.map((message) => message.event)).to.not.include('resync');

      const otherBack = await listen(theirs.student.token, { lastEventId: otherLastId });
      await otherBack.heard('walk-in.closed');
      const heardOfMine = otherBack.events.filter(
        (event) => (event as { studentId?: string }).studentId === mine.student.id,
      );
      expect(heardOfMine).to.deep.equal([]);
      expect(otherBack.events.filter((event) => event.kind === 'interview.moved')).to.have.length(50);
    });

    it('tells each event once when changes keep coming while the stream catches up', async () => {
      const { staffed, mine } = await twoStudentsInQueues();
      const first = await listen(staffed.coordinatorToken);
      await walkIn(staffed.coordinatorToken, staffed.company.id, true);
      await first.heard('walk-in.opened');
      const lastEventId = first.lastEventId;
      await first.close();
      await moveStatus(portal, staffed.coordinatorToken, mine.interview._id, 'ongoing');

      const [back] = await Promise.all([
        listen(staffed.coordinatorToken, { lastEventId }),
        moveStatus(portal, staffed.coordinatorToken, mine.interview._id, 'finished'),
      ]);
      await moveStatus(portal, staffed.coordinatorToken, mine.interview._id, 'assigned');
      await walkIn(staffed.coordinatorToken, staffed.company.id, false);
      await back.heard('walk-in.closed');

      const ids = back.numbered.map(({ id }) => id);
      expect(new Set(ids).size, 'no event twice').to.equal(ids.length);
      expect([...ids].sort(), 'in order').to.deep.equal(ids);
      expect(
        back.events
          .filter((event) => event.kind === 'interview.moved')
          .map((event) => (event as { status: string }).status),
      ).to.deep.equal(['ongoing', 'finished', 'assigned']);
    });

    it('sends resync for a malformed or unknown Last-Event-ID, and then every new event as usual', async () => {
      const staffed = await staffedCompany(portal, admin);
      const probe = await listen(staffed.coordinatorToken);
      await walkIn(staffed.coordinatorToken, staffed.company.id, true);
      await probe.heard('walk-in.opened');
      const real = probe.lastEventId!;
      const [run, sequence] = real.split('.');

      for (const lastEventId of [
        'not-an-id',
        '42',
        `${run}.${'9'.repeat(sequence!.length)}`,
        `ffffffff.${sequence}`,
        'x'.repeat(500),
      ]) {
        const reader = await listen(staffed.coordinatorToken, { lastEventId });
        await reader.next((message) => message.event === 'resync');
        expect(reader.messages.slice(0, 2), lastEventId).to.deep.equal([
          { event: 'ready', data: {} },
          { event: 'resync', data: {} },
        ]);
        const panel = await createPanel(
          portal,
          staffed.coordinatorToken,
          staffed.company.id,
          `After ${lastEventId.slice(0, 8)}`,
        );
        await reader.heard('panel.added', { panelId: panel._id });
        expect(reader.events).to.deep.equal([
          { kind: 'panel.added', panelId: panel._id, companyId: staffed.company.id },
        ]);
        await reader.close();
      }
    });

    it('gives every event an id, and a stream opened without Last-Event-ID neither replays nor resyncs', async () => {
      const staffed = await staffedCompany(portal, admin);
      await walkIn(staffed.coordinatorToken, staffed.company.id, true);
      const reader = await listen(staffed.coordinatorToken);
      await walkIn(staffed.coordinatorToken, staffed.company.id, false);
      await reader.heard('walk-in.closed');
      expect(reader.messages.map(({ event }) => event)).to.deep.equal(['ready', 'walk-in.closed']);
      expect(reader.messages[1]?.id).to.be.a('string').and.not.equal('');
    });
  });

  describe('how many streams', () => {
    it('lets one account hold five streams: a sixth ends the oldest, which is told it was superseded', async () => {
      const staffed = await staffedCompany(portal, admin);
      const student = await registerConfirmedStudent(portal);
      const five = [];
      for (let n = 0; n < 5; n += 1) five.push(await listen(student.token));

      const sixth = await listen(student.token);

      await five[0]!.ended;
      expect(five[0]!.endedCleanly).to.equal(true);
      expect(five[0]!.messages.map(({ event }) => event)).to.deep.equal(['ready', 'superseded']);
      await walkIn(staffed.coordinatorToken, staffed.company.id, true);
      for (const reader of [...five.slice(1), sixth])
        await reader.heard('walk-in.opened', { companyId: staffed.company.id });
      expect(five[0]!.events).to.deep.equal([]);
    });

    it("counts each account's streams apart: another account's streams stay open", async () => {
      const staffed = await staffedCompany(portal, admin);
      const [busy, calm] = [await registerConfirmedStudent(portal), await registerConfirmedStudent(portal)];
      const calmStream = await listen(calm.token);
      for (let n = 0; n < 6; n += 1) await listen(busy.token);

      await walkIn(staffed.coordinatorToken, staffed.company.id, true);
      await calmStream.heard('walk-in.opened', { companyId: staffed.company.id });
      expect(calmStream.messages.map(({ event }) => event)).to.deep.equal(['ready', 'walk-in.opened']);
    });
  });

  describe('reconnecting and closing', () => {
    it('hears new events after the client disconnects and connects again', async () => {
      const staffed = await staffedCompany(portal, admin);
      const first = await listen(staffed.coordinatorToken);
      await first.close();
      await createPanel(portal, staffed.coordinatorToken, staffed.company.id, 'While away');

      const again = await listen(staffed.coordinatorToken);
      const panel = await createPanel(portal, staffed.coordinatorToken, staffed.company.id, 'After coming back');

      await again.heard('panel.added', { panelId: panel._id });
      expect(again.events).to.deep.equal([{ kind: 'panel.added', panelId: panel._id, companyId: staffed.company.id }]);
      expect(first.events).to.deep.equal([]);
    });

    it("ends a student's stream when the student's account is deleted, and no other", async () => {
      const doomed = await registerConfirmedStudent(portal);
      const other = await registerConfirmedStudent(portal);
      const doomedStream = await listen(doomed.token);
      const otherStream = await listen(other.token);
      const staffed = await staffedCompany(portal, admin);

      expect((await portal.api.delete(`/student/delete/${doomed.id}`, admin)).status).to.equal(200);
      await doomedStream.ended;
      expect(doomedStream.endedCleanly).to.equal(true);

      await walkIn(staffed.coordinatorToken, staffed.company.id, true);
      await otherStream.heard('walk-in.opened', { companyId: staffed.company.id });
    });

    it('ends the stream when the password changes; a stream opened with the new sign-in stays open', async () => {
      const student = await registerConfirmedStudent(portal);
      const before = await listen(student.token);
      const changed = await portal.api.post(
        '/student/update/',
        { password: 'brand-new-secret', confirmpassword: 'brand-new-secret' },
        student.token,
      );
      expect(changed.status, JSON.stringify(changed.body)).to.equal(200);
      await before.ended;
      expect(before.endedCleanly).to.equal(true);

      const after = await listen(await portal.api.signIn('student', student.email, 'brand-new-secret'));
      const staffed = await staffedCompany(portal, admin);
      await walkIn(staffed.coordinatorToken, staffed.company.id, true);
      await after.heard('walk-in.opened', { companyId: staffed.company.id });
    });

    it('ends the stream when its token expires', async () => {
      const shortLived = new JwtTokenService({ secret: TEST_JWT_SECRET, expiresInSeconds: 1 }).issue({
        sub: adminId,
        role: 'admin',
        ver: 0,
      });
      const reader = await listen(shortLived);
      await reader.ended;
      expect(reader.endedCleanly).to.equal(true);
      const refused = await LiveReader.attempt(portal, shortLived);
      expect(refused instanceof LiveReader ? 200 : refused.status).to.equal(401);
    });
  });
});

describe('The live stream when the server holds all the streams it may (LIVE_STREAMS_MAX)', () => {
  let portal: TestPortal;
  before(async () => {
    portal = await startTestPortal({ LIVE_STREAMS_MAX: '2' });
  });
  after(async () => {
    await portal?.dispose();
  });

  it('refuses one more with 503, Retry-After and a message in the envelope, and opens again once one closes', async () => {
    const [one, two, three] = [
      await registerConfirmedStudent(portal),
      await registerConfirmedStudent(portal),
      await registerConfirmedStudent(portal),
    ];
    const first = await LiveReader.open(portal, one.token);
    const second = await LiveReader.open(portal, two.token);
    try {
      const refused = await LiveReader.attempt(portal, three.token);
      expect(refused).to.not.be.instanceOf(LiveReader);
      if (refused instanceof LiveReader) return;
      expect(refused.status).to.equal(503);
      expect(refused.headers.get('Retry-After')).to.equal('30');
      expect(refused.body).to.deep.include({ success: false, data: null, error: 'UNAVAILABLE' });
      expect(refused.body.message).to.match(/as many live streams open as it may \(2\).*30 seconds/);

      await first.close();
      const third = await LiveReader.open(portal, three.token);
      await third.close();
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('The live stream when the portal stops', () => {
  it('ends every open stream properly, rather than waiting for them and then cutting their connections', async () => {
    const portal = await startTestPortal();
    try {
      const admin = await portal.api.signIn('admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
      const reader = await LiveReader.open(portal, admin);
      await Promise.all([portal.stop(), reader.ended]);
      expect(reader.endedCleanly).to.equal(true);
    } finally {
      await portal.dispose();
    }
  });
});
