import { expect } from 'chai';
import { accountSignIns, SIGN_IN_FAILURES } from '../../adapters/http/routes/sign-in-route.js';
import { solveChallengeInNode } from '../../adapters/security/proof-of-work.js';
import { challengeOf, postFrom, postSolving, type CallFrom } from '../support/limited-calls.js';
import { FIRST_ADMIN, startTestPortal, type TestPortal } from '../support/portal-harness.js';
import { confirmFromOutbox, registerStudent, type RegisteredStudent } from '../support/student-accounts.js';

// Every portal here runs behind a "load balancer": TRUST_PROXY=true, and each client's address is the
// X-Forwarded-For entry the test appends, from documentation ranges (RFC 5737). All calls go to 127.0.0.1.
const ACCOUNT_BUDGET = accountSignIns('admin', 'email').points;

describe('Sign-in limits: a crowd behind one address is never locked out', function () {
  // Thirty students are signed up (argon2id), and a few challenges are solved.
  this.timeout(120_000);

  const VENUE = '198.51.100.20';
  const CROWD = SIGN_IN_FAILURES.points + 10;
  let portal: TestPortal;
  let students: RegisteredStudent[];
  const signIn = (student: RegisteredStudent, password: string, from: CallFrom) =>
    postSolving(`${portal.api.base}/student/sign-in`, { email: student.email, password }, from);

  before(async () => {
    portal = await startTestPortal({ TRUST_PROXY: 'true' });
    students = [];
    for (let i = 0; i < CROWD; i++) {
      const student = await registerStudent(portal);
      await confirmFromOutbox(portal, student.email);
      students.push(student);
    }
  });

  after(() => portal.dispose());

  it('signs in every student who types the right password after more mistypes from the venue than its free twenty, solving the challenge where one is asked', async () => {
    const results: { mistyped: number; signedIn: number; challenged: boolean }[] = [];
    for (const student of students) {
      const mistyped = await signIn(student, `${student.password}-typo`, { address: VENUE });
      const signedIn = await signIn(student, student.password, { address: VENUE });
      results.push({ mistyped: mistyped.status, signedIn: signedIn.status, challenged: signedIn.challenged });
    }

    expect(results.map((result) => result.mistyped)).to.deep.equal(Array(CROWD).fill(401));
    expect(results.map((result) => result.signedIn)).to.deep.equal(Array(CROWD).fill(200));
    // A success never forgives the failures: once the venue's twentieth typo is in, every sign-in pays a challenge.
    const free = SIGN_IN_FAILURES.points - 1;
    const challenged = results.map((result) => result.challenged);
    expect(challenged.slice(0, free)).to.not.include(true);
    expect(challenged.slice(free)).to.deep.equal(Array(CROWD - free).fill(true));
  });

  it('never answers 429 to the venue, however many typos it sends, while each account stays within its own budget', async () => {
    const answers = [];
    for (const student of students) {
      answers.push((await signIn(student, `${student.password}-typo`, { address: VENUE })).status);
      answers.push((await signIn(student, `${student.password}-typo-again`, { address: VENUE })).status);
    }
    const signedIn = await signIn(students[0]!, students[0]!.password, { address: VENUE });

    expect(answers).to.deep.equal(Array(CROWD * 2).fill(401));
    expect([signedIn.status, signedIn.challenged]).to.deep.equal([200, true]);
  });
});

describe('Sign-in limits: password spraying from one address', function () {
  // 25 accounts are hashed with argon2id.
  this.timeout(120_000);

  const SPRAYED = 'Spring2026!';
  const ACCOUNTS = SIGN_IN_FAILURES.points + 5;
  const SPRAYER = '203.0.113.5';
  let portal: TestPortal;
  const emails = Array.from({ length: ACCOUNTS }, (_, i) => `staff${i + 1}@fair.test`);
  const passwordOf = (email: string) => `own-${email}`;
  const adminSignIn = (email: string, password: string, from: CallFrom) =>
    postFrom(`${portal.api.base}/admin/sign-in`, { email, password }, from);

  before(async () => {
    portal = await startTestPortal({ TRUST_PROXY: 'true' });
    const token = await portal.api.signIn('admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    for (const email of emails) {
      const password = passwordOf(email);
      const added = await portal.api.post('/admin/add', { email, password, confirmpassword: password }, token);
      expect(added.status).to.equal(201);
    }
  });

  after(() => portal.dispose());

  it('gives a sprayer twenty free tries in ten minutes, then answers 428 with a challenge instead of trying the password', async () => {
    const statuses: number[] = [];
    for (const email of emails) statuses.push((await adminSignIn(email, SPRAYED, { address: SPRAYER })).status);

    expect(statuses.slice(0, SIGN_IN_FAILURES.points)).to.deep.equal(Array(SIGN_IN_FAILURES.points).fill(401));
    expect(statuses.slice(SIGN_IN_FAILURES.points)).to.deep.equal(Array(ACCOUNTS - SIGN_IN_FAILURES.points).fill(428));
    const refused = await adminSignIn(emails[0]!, SPRAYED, { address: SPRAYER });
    expect(refused.body).to.include({ success: false, error: 'CHALLENGE_REQUIRED' });
    expect(refused.body.message).to.match(/automatic check/);
    expect(challengeOf(refused).signature).to.be.a('string');
  });

  it('asks the challenge on every role from that address, the company sign-in included', async () => {
    const student = await postFrom(
      `${portal.api.base}/student/sign-in`,
      { email: 'someone@uni.test', password: SPRAYED },
      { address: SPRAYER },
    );
    const company = await postFrom(
      `${portal.api.base}/company/sign-in`,
      { username: 'acme', password: SPRAYED },
      { address: SPRAYER },
    );
    expect([student.status, company.status]).to.deep.equal([428, 428]);
  });

  it('makes the sprayer pay a solved challenge for every further try, each answer good for one try only', async () => {
    const asked = await adminSignIn(emails[1]!, SPRAYED, { address: SPRAYER });
    const answer = await solveChallengeInNode(challengeOf(asked));

    const paid = await adminSignIn(emails[1]!, SPRAYED, { address: SPRAYER, challengeAnswer: answer });
    const replayed = await adminSignIn(emails[2]!, SPRAYED, { address: SPRAYER, challengeAnswer: answer });

    expect(paid.status, 'the paid try is a wrong password').to.equal(401);
    expect(replayed.status).to.equal(428);
    expect(replayed.body).to.include({ success: false, error: 'CHALLENGE_REJECTED' });
    expect(replayed.body.message).to.match(/answered already/);
  });

  it('refuses a forged, altered or unreadable answer like a missing one, and counts nothing against the account', async () => {
    const target = emails[3]!;
    const asked = await adminSignIn(target, SPRAYED, { address: SPRAYER });
    const answer = JSON.parse(Buffer.from(await solveChallengeInNode(challengeOf(asked)), 'base64').toString()) as {
      challenge: { parameters: { cost: number; expiresAt: number }; signature: string };
      solution: { counter: number; derivedKey: string };
    };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const cheaper = {
      ...answer,
      challenge: { ...answer.challenge, parameters: { ...answer.challenge.parameters, cost: 1 } },
    };
    const longer = {
      ...answer,
      challenge: { ...answer.challenge, parameters: { ...answer.challenge.parameters, expiresAt: 4_102_444_800 } },
    };
    const key = answer.solution.derivedKey;
    const wrongKey = {
      ...answer,
      solution: { ...answer.solution, derivedKey: `${key[0] === '0' ? '1' : '0'}${key.slice(1)}` },
    };
    const badAnswers = [encode(cheaper), encode(longer), encode(wrongKey), 'not base64 at all', encode({ x: 1 })];
    // More bad answers, each with the right password, than the account's own budget holds.
    const answers = [];
    for (let i = 0; i < ACCOUNT_BUDGET + 2; i++) {
      answers.push(
        await adminSignIn(target, passwordOf(target), { address: SPRAYER, challengeAnswer: badAnswers[i % 5]! }),
      );
    }

    expect(answers.map((refused) => refused.status)).to.deep.equal(Array(ACCOUNT_BUDGET + 2).fill(428));
    for (const refused of answers) {
      expect(refused.body).to.include({ success: false, error: 'CHALLENGE_REJECTED' });
      expect(refused.deviceCookie).to.equal(null);
    }
    const solved = await postSolving(
      `${portal.api.base}/admin/sign-in`,
      { email: target, password: passwordOf(target) },
      { address: SPRAYER },
    );
    expect(solved.status, 'the account budget was spent by refused answers').to.equal(200);
  });

  it('lets a device that signed in before skip its address’s challenge, for its own account only', async () => {
    const owner = emails[4]!;
    const atHome = await adminSignIn(owner, passwordOf(owner), { address: '192.0.2.44' });
    expect(atHome.status).to.equal(200);
    expect(atHome.deviceCookie).to.match(/^fair_device=/);

    const sameDevice = await adminSignIn(owner, passwordOf(owner), {
      address: SPRAYER,
      deviceCookie: atHome.deviceCookie,
    });
    const otherAccount = await adminSignIn(emails[5]!, passwordOf(emails[5]!), {
      address: SPRAYER,
      deviceCookie: atHome.deviceCookie,
    });
    const [name, value] = atHome.deviceCookie!.split('=') as [string, string];
    const altered = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    const forged = await adminSignIn(owner, passwordOf(owner), { address: SPRAYER, deviceCookie: altered });

    expect([sameDevice.status, otherAccount.status, forged.status]).to.deep.equal([200, 428, 428]);
  });

  it('still lets the same accounts sign in from another address without a challenge', async () => {
    for (const email of emails.slice(6, 9)) {
      const answer = await adminSignIn(email, passwordOf(email), { address: '203.0.113.6' });
      expect(answer.status).to.equal(200);
    }
  });

  it('counts each client by the address the balancer appended, not one the client wrote in front', async () => {
    const forged = await adminSignIn(emails[9]!, SPRAYED, { address: `198.51.100.77, ${SPRAYER}` });
    expect(forged.status).to.equal(428);
  });
});

describe('Sign-in limits: a guesser on one account', function () {
  this.timeout(60_000);

  const VICTIM = { email: 'victim@fair.test', password: 'victim-own-password' };
  let portal: TestPortal;
  let ownerDevice: string | null = null;
  const signInAsVictim = (password: string, from: CallFrom) =>
    postFrom(`${portal.api.base}/admin/sign-in`, { email: VICTIM.email, password }, from);

  before(async () => {
    portal = await startTestPortal({ TRUST_PROXY: 'true' });
    const token = await portal.api.signIn('admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    const added = await portal.api.post('/admin/add', { ...VICTIM, confirmpassword: VICTIM.password }, token);
    expect(added.status).to.equal(201);
    // The owner signed in on their own laptop before the guessing began.
    ownerDevice = (await signInAsVictim(VICTIM.password, { address: '192.0.2.50' })).deviceCookie;
  });

  after(() => portal.dispose());

  it('is slowed after ten failures in a quarter of an hour, each from a different address, with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_BUDGET; i++) {
      statuses.push((await signInAsVictim(`guess-${i}`, { address: `203.0.113.${100 + i}` })).status);
    }
    const next = await signInAsVictim('guess-next', { address: '203.0.113.200' });

    expect(statuses).to.deep.equal(Array(ACCOUNT_BUDGET).fill(401));
    expect(next.status).to.equal(429);
    expect(next.body).to.include({ success: false, error: 'TOO_MANY_REQUESTS' });
    expect(Number(next.retryAfter)).to.be.within(1, accountSignIns('admin', 'email').durationSeconds);
  });

  it("keeps the owner's remembered device signing in while the guesser is held back", async () => {
    const owner = await signInAsVictim(VICTIM.password, { address: '192.0.2.50', deviceCookie: ownerDevice });
    const newDevice = await signInAsVictim(VICTIM.password, { address: '192.0.2.50' });
    const guesserWithOwnersCookie = await signInAsVictim('guess-again', {
      address: '203.0.113.201',
      deviceCookie: ownerDevice,
    });

    expect([owner.status, newDevice.status], 'the owner in, a new device waits like the guesser').to.deep.equal([
      200, 429,
    ]);
    expect(guesserWithOwnersCookie.status, "the device's own budget is not the account's").to.equal(401);
  });
});
