import { expect } from 'chai';
import { request } from 'node:http';
import { SIGN_IN_FAILURES } from '../../adapters/http/routes/sign-in-route.js';
import { FIRST_ADMIN, startTestPortal, type TestPortal } from '../support/portal-harness.js';

interface Answer {
  readonly status: number;
  readonly retryAfter: string | undefined;
  readonly body: { success: boolean; error: string | null; message: string };
}

/** A JSON POST sent from another address of the loopback network: another client, as the portal sees it. */
const postFrom = (
  localAddress: string,
  url: string,
  body: object,
  headers: Readonly<Record<string, string>> = {},
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const call = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), ...headers },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
            body: JSON.parse(text) as Answer['body'],
          }),
        );
      },
    );
    call.on('error', reject);
    call.end(payload);
  });

describe('Password spraying: failed sign-ins from one address across many accounts', function () {
  // 25 accounts are hashed with argon2id.
  this.timeout(60_000);

  const SPRAYED = 'Spring2026!';
  const ACCOUNTS = 25;
  const ATTACKER = '127.0.0.1';
  const OTHER_CLIENT = '127.0.0.2';
  let portal: TestPortal;
  const emails = Array.from({ length: ACCOUNTS }, (_, i) => `staff${i + 1}@fair.test`);
  const passwordOf = (email: string) => `own-${email}`;
  const signIn = (from: string, role: 'admin' | 'student', email: string, password: string) =>
    postFrom(from, `${portal.api.base}/${role}/sign-in`, { email, password });

  before(async () => {
    portal = await startTestPortal();
    const token = await portal.api.signIn('admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    for (const email of emails) {
      const password = passwordOf(email);
      const added = await portal.api.post('/admin/add', { email, password, confirmpassword: password }, token);
      expect(added.status).to.equal(201);
    }
  });

  after(() => portal.dispose());

  it('answers 429 in the envelope, with Retry-After, once the address has failed 20 times, before the 25th account is tried', async () => {
    const answers: Answer[] = [];
    for (const email of emails) answers.push(await signIn(ATTACKER, 'admin', email, SPRAYED));

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.slice(0, SIGN_IN_FAILURES.points)).to.deep.equal(Array(SIGN_IN_FAILURES.points).fill(401));
    expect(statuses.slice(SIGN_IN_FAILURES.points)).to.deep.equal(Array(ACCOUNTS - SIGN_IN_FAILURES.points).fill(429));
    const refused = answers.at(-1)!;
    expect(refused.body).to.include({ success: false, error: 'TOO_MANY_REQUESTS' });
    const retryAfter = Number(refused.retryAfter);
    expect(retryAfter).to.be.within(1, SIGN_IN_FAILURES.durationSeconds);
  });

  it('refuses that address on every role, even with a right password, so guessing cannot go on', async () => {
    const rightPassword = await signIn(ATTACKER, 'admin', emails[0]!, passwordOf(emails[0]!));
    const otherRole = await signIn(ATTACKER, 'student', 'someone@fair.test', SPRAYED);
    const company = await postFrom(ATTACKER, `${portal.api.base}/company/sign-in`, {
      username: 'acme',
      password: SPRAYED,
    });

    expect([rightPassword.status, otherRole.status, company.status]).to.deep.equal([429, 429, 429]);
  });

  it('still lets the same accounts sign in from another address', async () => {
    for (const email of emails.slice(0, 3)) {
      const answer = await signIn(OTHER_CLIENT, 'admin', email, passwordOf(email));
      expect(answer.status).to.equal(200);
    }
  });

  it('never counts sign-ins that succeed: more than 20 from one address all pass', async () => {
    const busyDesk = '127.0.0.3';
    const statuses: number[] = [];
    for (const email of emails) statuses.push((await signIn(busyDesk, 'admin', email, passwordOf(email))).status);

    expect(statuses).to.deep.equal(Array(ACCOUNTS).fill(200));
  });
});

describe('Password spraying behind a load balancer (TRUST_PROXY=true)', function () {
  this.timeout(60_000);

  let portal: TestPortal;
  /** Every request comes from the balancer's one address; it appends the client's to X-Forwarded-For. */
  const BALANCER = '127.0.0.1';
  let tried = 0;
  /** One sprayed password on the next account. */
  const signInVia = (forwardedFor: string) =>
    postFrom(
      BALANCER,
      `${portal.api.base}/admin/sign-in`,
      { email: `staff${++tried}@fair.test`, password: 'Spring2026!' },
      { 'X-Forwarded-For': forwardedFor },
    );

  before(async () => {
    portal = await startTestPortal({ TRUST_PROXY: 'true' });
  });

  after(() => portal.dispose());

  it("counts each client by the address the balancer appended, not the balancer's, and not one the client wrote in front", async () => {
    const attacker = '203.0.113.5';
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_FAILURES.points; i++) statuses.push((await signInVia(attacker)).status);
    expect(statuses).to.not.include(429);

    const forged = await signInVia(`198.51.100.${SIGN_IN_FAILURES.points}, ${attacker}`);
    const anotherClient = await signInVia('203.0.113.6');

    expect([forged.status, anotherClient.status]).to.deep.equal([429, 401]);
  });
});
