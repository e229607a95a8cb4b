import { expect } from 'chai';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import webpush from 'web-push';
import { MONGO_CLIENT_OPTIONS } from '../../adapters/persistence/mongo-client.js';
import { migrateMongoStore } from '../../adapters/persistence/mongo-store.js';
import { readOutbox } from '../e2e/support/outbox.js';
import { failNext, useMongoServer } from '../adapters/persistence/mongo-server.js';
import { createCompany, createCoordinator } from '../support/company-accounts.js';
import {
  assignedInterview,
  choose,
  moveStatus,
  queueOfTwo,
  staffedCompany,
  submitSelection,
} from '../support/fair-operations.js';
import { LiveReader } from '../support/live-reader.js';
import { ApiClient, FIRST_ADMIN, type ReachablePortal, TEST_JWT_SECRET } from '../support/portal-harness.js';
import { PortalProcess } from '../support/portal-process.js';
import { type ConfirmedStudent, registerConfirmedStudent } from '../support/student-accounts.js';

/** How long a change made on one server may take to be heard by the other (the live stream's promise is 1 s). */
const HEARD_WITHIN_MS = 5_000;
/**
 * The servers are processes of their own, with no hook telling when their background work is done:
 * once both have heard an event, whatever it set off on either (a claim, an offer, a call) is given
 * this long to show up twice, were it ever done twice.
 */
const SETTLE_MS = 2_000;

/** The same database named in the URI's path, as an operator's MONGODB_URI names it. */
const onDatabase = (uri: string, databaseName: string): string => {
  const url = new URL(uri);
  url.pathname = `/${databaseName}`;
  return url.toString();
};

/** Polls until `check` holds, failing with `what` after HEARD_WITHIN_MS. */
const eventually = async (what: string, check: () => Promise<boolean>): Promise<void> => {
  const deadline = Date.now() + HEARD_WITHIN_MS;
  while (!(await check())) {
    if (Date.now() > deadline) expect.fail(`${what} within ${HEARD_WITHIN_MS} ms`);
    await pause(100);
  }
};

interface TwoPortals {
  readonly one: ReachablePortal;
  readonly other: ReachablePortal;
  /** The first administrator's token, signed by `one`. */
  readonly admin: string;
  /** The MongoDB server both use (for fail points). */
  readonly mongoUri: string;
}

/**
 * Two real app servers (each `node adapters/main.ts` in a process of its own, on its own port and data
 * directory) on one fresh MongoDB database, migrated first and dropped afterwards, with the same
 * JWT_SECRET and VAPID keys, as an operator runs them behind a load balancer.
 */
const useTwoPortals = (run: string): (() => TwoPortals) => {
  const servers: PortalProcess[] = [];
  const dataDirs: string[] = [];
  let portals: TwoPortals | undefined;
  // Registered first, so the servers stop before the database is dropped.
  after(async function () {
    this.timeout(60_000);
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    await Promise.all(dataDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  const mongo = useMongoServer(run);
  before(async function () {
    this.timeout(180_000);
    const { uri, newDatabaseName } = mongo();
    const databaseName = newDatabaseName();
    await migrateMongoStore(uri, { databaseName });
    const vapid = webpush.generateVAPIDKeys();
    const shared = {
      MONGODB_URI: onDatabase(uri, databaseName),
      JWT_SECRET: TEST_JWT_SECRET,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    };
    const start = async (env: Record<string, string>): Promise<ReachablePortal> => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'career-fair-two-'));
      dataDirs.push(dataDir);
      const server = await PortalProcess.start({ ...shared, DATA_DIR: dataDir, ...env });
      servers.push(server);
      return { api: new ApiClient(`${server.url}/rest/api/v1`), dataDir };
    };
    // The first server makes the first administrator; the second finds it there.
    const one = await start({ ADMIN_EMAIL: FIRST_ADMIN.email, ADMIN_PASSWORD: FIRST_ADMIN.password });
    const other = await start({});
    const admin = await one.api.signIn('admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    portals = { one, other, admin, mongoUri: uri };
  });
  return () => {
    if (portals === undefined) throw new Error('The two portals are started in a before hook');
    return portals;
  };
};

describe('Two app servers on one MongoDB database', function () {
  this.timeout(120_000);
  const portals = useTwoPortals('Two app servers on one MongoDB database');
  const readers: LiveReader[] = [];
  const listen = async (portal: ReachablePortal, token: string): Promise<LiveReader> => {
    const reader = await LiveReader.open(portal, token);
    readers.push(reader);
    return reader;
  };
  afterEach(async () => {
    await Promise.all(readers.splice(0).map((reader) => reader.close()));
  });

  it('accepts on each server the sessions the other signed, and ends them on both when the password changes on one', async () => {
    const { one, other, admin } = portals();
    const company = await createCompany(one, admin);
    const coordinator = await createCoordinator(one, admin, company.id);
    const onOther = await other.api.signIn('coordinator', coordinator.email, coordinator.password);
    for (const [portal, token] of [
      [other, coordinator.token],
      [one, onOther],
      [other, onOther],
    ] as const)
      expect((await portal.api.get('/coordinator/single', token)).status, 'a session signed by either server').to.equal(
        200,
      );

    const changed = await one.api.post(
      '/coordinator/change-password',
      { password: 'fresh-pass', confirmpassword: 'fresh-pass' },
      coordinator.token,
    );
    expect(changed.status).to.equal(200);

    for (const token of [coordinator.token, onOther])
      await eventually(
        'the other server refused a session the password change ended',
        async () => (await other.api.get('/coordinator/single', token)).status === 401,
      );
    expect((await one.api.get('/coordinator/single', onOther)).status).to.equal(401);
    expect(await other.api.signIn('coordinator', coordinator.email, 'fresh-pass')).to.be.a('string');
  });

  it('carries a queue change made on one server to a live stream held open on the other', async () => {
    const { one, other, admin } = portals();
    const staffed = await staffedCompany(one, admin);
    const { interview, student } = await assignedInterview(one, admin, staffed);
    const staffHears = await listen(other, staffed.coordinatorToken);
    const studentHears = await listen(other, student.token);

    await moveStatus(one, staffed.coordinatorToken, interview._id, 'ongoing');

    const moved = { interviewId: interview._id, status: 'ongoing' };
    await staffHears.heard('interview.moved', moved);
    await studentHears.heard('interview.moved', moved);
  });

  it('calls the next student once, although both servers hear the queue move: one live call, one e-mail', async () => {
    const { one, other, admin } = portals();
    const staffed = await staffedCompany(one, admin);
    const { first, second, created } = await queueOfTwo(one, admin, staffed);
    const hearsOnOne = await listen(one, second.token);
    const hearsOnOther = await listen(other, second.token);

    await moveStatus(other, staffed.coordinatorToken, first.interview._id, 'ongoing');

    const called = { interviewId: created._id };
    await hearsOnOne.heard('interview.next', called);
    await hearsOnOther.heard('interview.next', called);
    const youreNextMails = async () =>
      (await Promise.all([one, other].map((portal) => readOutbox(portal.dataDir))))
        .flat()
        .filter((mail) => mail.to.toLowerCase().includes(second.email) && mail.subject.startsWith("You're next"));
    await eventually('the e-mail written', async () => (await youreNextMails()).length > 0);
    await pause(SETTLE_MS);
    for (const reader of [hearsOnOne, hearsOnOther])
      expect(reader.events.filter((event) => event.kind === 'interview.next')).to.have.length(1);
    const mails = await youreNextMails();
    expect(mails, 'one e-mail, from whichever server claimed the call').to.have.length(1);
  });

  // Last of these: it makes the fair past.
  it("serves next year's fair made on one server from the other at once, and the last fair there read-only", async () => {
    const { one, other, admin } = portals();
    const staffed = await staffedCompany(one, admin);
    await assignedInterview(one, admin, staffed);
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const days = [{ date: threeDaysAgo, opens: '09:00', closes: '17:00' }];
    expect((await one.api.post('/admin/fair-settings', { fairDays: days }, admin)).status).to.equal(200);
    const interviewsOnOther = async (query: Record<string, string> = {}) =>
      (await other.api.get<{ total: number }>('/admin/interviews', admin, query)).body.data.total;
    expect(await interviewsOnOther()).to.be.above(0);

    const made = await one.api.post('/admin/fairs', { name: 'Next year', offsetDays: 364 }, admin);
    expect(made.status).to.equal(201);

    expect(await interviewsOnOther()).to.equal(0);
    const fairs = await other.api.get<Array<{ _id: string; name: string; current: boolean }>>('/admin/fairs', admin);
    const last = fairs.body.data.find((fair) => !fair.current)!;
    expect(await interviewsOnOther({ fair: last._id })).to.be.above(0);
    const refused = await other.api.post(`/admin/fair-settings?fair=${last._id}`, { fairDays: [] }, admin);
    expect([refused.status, refused.body.message]).to.deep.equal([
      409,
      `${last.name} is over and read-only: changes go to the current fair`,
    ]);
  });
});

describe("Two app servers on one MongoDB database, when one loses the feed's history", function () {
  this.timeout(120_000);
  const portals = useTwoPortals('Two app servers on one MongoDB database (a gap in the feed)');
  const readers: LiveReader[] = [];
  afterEach(async () => {
    await Promise.all(readers.splice(0).map((reader) => reader.close()));
  });

  interface Health {
    readonly feed: { readonly listening: boolean; readonly gaps: number };
  }
  const feedOf = async (portal: ReachablePortal) => (await portal.api.get<Health>('/health')).body.data.feed;

  it('resets the server whose change stream cannot resume: its streams reload, /health counts the gap, changes still reach both', async () => {
    const { one, other, admin, mongoUri } = portals();
    const staffed = await staffedCompany(one, admin);
    const { interview } = await assignedInterview(one, admin, staffed);
    const [onOne, onOther] = [
      await LiveReader.open(one, staffed.coordinatorToken),
      await LiveReader.open(other, staffed.coordinatorToken),
    ];
    readers.push(onOne, onOther);

    // The next read of either server's change stream answers "history lost", as a resume past the oplog does.
    const turnOff = await failNext(mongoUri, {
      failCommands: ['getMore'],
      errorCode: 286,
      appName: MONGO_CLIENT_OPTIONS.appName,
    });
    try {
      const reloaded = (reader: LiveReader) => reader.messages.some((message) => message.event === 'resync');
      while (!reloaded(onOne) && !reloaded(onOther)) await pause(50);
    } finally {
      await turnOff();
    }

    const gaps = [(await feedOf(one)).gaps, (await feedOf(other)).gaps];
    expect([...gaps].sort(), 'one server went on from now').to.deep.equal([0, 1]);
    const reset = gaps[0] === 1 ? onOne : onOther;
    const kept = reset === onOne ? onOther : onOne;
    expect(reset.messages.filter((message) => message.event === 'resync')).to.have.length(1);
    expect(kept.messages.filter((message) => message.event === 'resync')).to.deep.equal([]);
    for (const portal of [one, other])
      await eventually('the feed listening again', async () => (await feedOf(portal)).listening);

    await moveStatus(other, staffed.coordinatorToken, interview._id, 'ongoing');

    for (const reader of [onOne, onOther])
      await reader.heard('interview.moved', { interviewId: interview._id, status: 'ongoing' });
  });
});

describe('Two app servers on one MongoDB database, when a place is freed', function () {
  this.timeout(120_000);
  // A database of its own: the allocation reads every selection of the fair.
  const portals = useTwoPortals('Two app servers on one MongoDB database (reserve offers)');

  it('offers a freed place once, to the first reserve, although both servers hear it freed', async () => {
    const { one, other, admin } = portals();
    const acme = await staffedCompany(one, admin, { numberOfInterviews: '1' });
    // Amal, Bina (on the other server) and Chen sign up, then choose Acme's one place in that order.
    const signedUp = await Promise.all([one, other, one].map((portal) => registerConfirmedStudent(portal)));
    const [amal, bina, chen] = signedUp as [ConfirmedStudent, ConfirmedStudent, ConfirmedStudent];
    for (const student of [amal, bina, chen]) await submitSelection(one, student.token, [choose(acme.company)]);
    expect((await other.api.post('/admin/allocate', { dryRun: false }, admin)).status).to.equal(200);
    const binaHears = [await LiveReader.open(one, bina.token), await LiveReader.open(other, bina.token)];
    try {
      expect((await one.api.delete(`/student/delete/${amal.id}`, admin)).status).to.equal(200);

      for (const reader of binaHears) await reader.heard('reserve.offered', { studentId: bina.id });
      await pause(SETTLE_MS);
      for (const reader of binaHears)
        expect(reader.events.filter((event) => event.kind === 'reserve.offered')).to.have.length(1);
      const offers = await Promise.all(
        [one, other].map(
          async (portal) =>
            (await portal.api.get<{ offers: readonly unknown[] }>('/student/reserves', bina.token)).body.data.offers,
        ),
      );
      expect(offers.map((each) => each.length)).to.deep.equal([1, 1]);
      const chensOffers = await other.api.get<{ offers: readonly unknown[] }>('/student/reserves', chen.token);
      expect(chensOffers.body.data.offers).to.deep.equal([]);
    } finally {
      await Promise.all(binaHears.map((reader) => reader.close()));
    }
  });
});
