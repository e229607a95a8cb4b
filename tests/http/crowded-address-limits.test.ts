import { expect } from 'chai';
import { PIN_ATTEMPTS } from '../../domain/password-reset.js';
import { CHECK_IN_FAILURES } from '../../adapters/http/routes/interview-day-routes.js';
import { MAIL_REQUESTS } from '../../adapters/http/routes/mail-limits.js';
import { PIN_CHECK_FAILURES } from '../../adapters/http/routes/password-reset-routes.js';
import { assignedInterview, staffedCompany, type StaffedCompany } from '../support/fair-operations.js';
import { postFrom, postSolving } from '../support/limited-calls.js';
import { FIRST_ADMIN, startTestPortal, type TestPortal } from '../support/portal-harness.js';
import { readPinMail, registerStudent } from '../support/student-accounts.js';

// TRUST_PROXY=true: each client's address is the X-Forwarded-For entry the test appends (RFC 5737 ranges).
describe('PINs, mails and check-in codes: past the free attempts a challenge, never a refusal of a crowd', function () {
  this.timeout(120_000);

  const CAMPUS = '198.51.100.30';
  let portal: TestPortal;
  const api = (path: string) => `${portal.api.base}${path}`;

  before(async () => {
    portal = await startTestPortal({ TRUST_PROXY: 'true' });
  });
  after(() => portal.dispose());

  it('mails a campus twenty PINs or links in a quarter of an hour freely, then asks a challenge for each further one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < MAIL_REQUESTS.points; i++) {
      const path = i % 2 === 0 ? '/student/send-confirmation-code' : '/student/resend-confirm-email';
      statuses.push((await postFrom(api(path), { email: `reset.${i}@uni.test` }, { address: CAMPUS })).status);
    }
    const asked = await postFrom(
      api('/student/send-confirmation-code'),
      { email: 'late@uni.test' },
      { address: CAMPUS },
    );
    const solved = await postSolving(
      api('/student/send-confirmation-code'),
      { email: 'late@uni.test' },
      { address: CAMPUS },
    );

    expect(statuses).to.deep.equal(Array(MAIL_REQUESTS.points).fill(200));
    expect(asked.status).to.equal(428);
    expect(asked.body).to.include({ success: false, error: 'CHALLENGE_REQUIRED' });
    expect([solved.status, solved.challenged]).to.deep.equal([200, true]);
  });

  it('still sends one mailbox no more than five mails in a quarter of an hour, from whatever addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const from = { address: `203.0.113.${40 + i}` };
      statuses.push(
        (await postSolving(api('/student/send-confirmation-code'), { email: 'flooded@uni.test' }, from)).status,
      );
    }
    expect(statuses).to.deep.equal([200, 200, 200, 200, 200, 429]);
  });

  it('lets an address try twenty wrong PINs freely, then asks a challenge for each further one', async () => {
    const address = '198.51.100.31';
    const statuses: number[] = [];
    for (let i = 0; i < PIN_CHECK_FAILURES.points; i++) {
      const email = `pin.${i}@uni.test`;
      statuses.push((await postFrom(api('/student/confirm-code'), { email, token: '123456' }, { address })).status);
    }
    const asked = await postFrom(
      api('/student/confirm-code'),
      { email: 'pin.x@uni.test', token: '123456' },
      { address },
    );
    const solved = await postSolving(
      api('/student/confirm-code'),
      { email: 'pin.x@uni.test', token: '123456' },
      { address },
    );

    expect(statuses.every((status) => status >= 400 && status < 500 && status !== 428 && status !== 429)).to.equal(
      true,
    );
    expect(asked.status).to.equal(428);
    expect(solved.challenged).to.equal(true);
    expect(solved.status).to.equal(statuses[0]);
  });

  it('tries no PIN on a call whose challenge answer is refused: the right PIN still works after more refused wrong PINs than one PIN allows', async () => {
    const address = '198.51.100.31'; // past its free wrong PINs since the test above
    const student = await registerStudent(portal);
    await postFrom(api('/student/send-confirmation-code'), { email: student.email }, { address: '192.0.2.60' });
    const pin = await readPinMail(portal, student.email);
    const body = { email: student.email, token: pin };

    const refused = [];
    for (const bad of ['forged', Buffer.from('{}').toString('base64'), 'x'.repeat(5000), '', '%', 'AAAA', 'e30=']) {
      const wrongPin = { ...body, token: pin === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA' };
      refused.push((await postFrom(api('/student/confirm-code'), wrongPin, { address, challengeAnswer: bad })).status);
    }
    const accepted = await postSolving(api('/student/confirm-code'), body, { address });

    expect(refused).to.deep.equal(Array(7).fill(428));
    expect(refused.length).to.be.greaterThan(PIN_ATTEMPTS);
    expect([accepted.status, accepted.challenged]).to.deep.equal([200, true]);
    expect(accepted.body.data).to.have.keys(['id', 'token']);
  });
});

describe('Check-in codes: the free mistakes are per desk account, whatever its address', function () {
  this.timeout(120_000);

  const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let portal: TestPortal;
  let acme: StaffedCompany;
  const checkIn = (code: string, token: string, address: string) =>
    postFrom(`${portal.api.base}/interview/check-in`, { code }, { token, address });

  before(async () => {
    portal = await startTestPortal({ TRUST_PROXY: 'true' });
    const adminToken = await portal.api.signIn('admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    acme = await staffedCompany(portal, adminToken);
    const { student } = await assignedInterview(portal, adminToken, acme);
    studentCode = (await portal.api.get<{ code: string }>('/student/check-in-code', student.token)).body.data.code;
  });
  after(() => portal.dispose());

  let studentCode: string;
  /** Codes of this fair's shape that name no student: the real one with other last characters. */
  const wrongCode = (n: number) =>
    `${studentCode.slice(0, 8)}${ALPHABET[n % 32]}${ALPHABET[Math.floor(n / 32) % 32]}ZZ`;

  it('lets a desk mistype thirty codes freely, then checks students in with a challenge its browser solves', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < CHECK_IN_FAILURES.points; i++) {
      // A desk on the venue's Wi-Fi: its address changes, its account does not.
      statuses.push((await checkIn(wrongCode(i), acme.coordinatorToken, `198.51.100.${i + 1}`)).status);
    }
    const asked = await checkIn(wrongCode(99), acme.coordinatorToken, '192.0.2.7');
    const checkedIn = await postSolving(
      `${portal.api.base}/interview/check-in`,
      { code: studentCode },
      { token: acme.coordinatorToken, address: '192.0.2.7' },
    );
    const otherDesk = await checkIn(wrongCode(100), acme.companyToken, '192.0.2.7');

    expect(statuses).to.deep.equal(Array(CHECK_IN_FAILURES.points).fill(404));
    expect(asked.status).to.equal(428);
    expect([checkedIn.status, checkedIn.challenged]).to.deep.equal([200, true]);
    expect(otherDesk.status, 'another desk account has its own free mistakes').to.equal(404);
  });
});
