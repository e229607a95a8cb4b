import { expect } from 'chai';
import { HmacCheckInCodes } from '../../adapters/security/hmac-check-in-codes.js';
import { displayCheckInCode } from '../../domain/check-in-code.js';
import {
  assignedInterview,
  createInterview,
  studentSelecting,
  type CompanyInterviewAnswer,
  type InterviewAnswer,
  type StaffedCompany,
} from '../support/fair-operations.js';
import { startFairOfTwoCompanies } from '../support/fair-of-two-companies.js';
import type { TestPortal } from '../support/portal-harness.js';

interface CheckedIn extends CompanyInterviewAnswer {
  readonly checkedInAt: string | null;
}

describe('Check-in at the desk over HTTP', () => {
  let portal: TestPortal, adminToken: string, acme: StaffedCompany, globex: StaffedCompany;
  before(async () => ({ portal, adminToken, acme, globex } = await startFairOfTwoCompanies()));
  after(() => portal.dispose());

  const codeOf = async (studentToken: string) => {
    const answer = await portal.api.get<{ code: string }>('/student/check-in-code', studentToken);
    expect(answer.status).to.equal(200);
    return answer.body.data.code;
  };
  const checkIn = (code: unknown, token: string) =>
    portal.api.post<CheckedIn[]>('/interview/check-in', { code }, token);
  const stored = async (id: string) =>
    (
      await portal.api.get<(InterviewAnswer & { checkedInAt: string | null })[]>('/admin/all-for-admin', adminToken)
    ).body.data.find((interview) => interview._id === id);

  describe('GET /student/check-in-code', () => {
    it('gives a student the same short code every time, holding none of their details, and another student another', async () => {
      const { student } = await assignedInterview(portal, adminToken, acme);
      const other = await studentSelecting(portal, [acme.company]);
      const code = await codeOf(student.token);

      expect(code).to.match(/^[0-9A-HJKMNP-TV-Z]{2}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(await codeOf(student.token)).to.equal(code);
      expect(await codeOf(other.token)).not.to.equal(code);
      for (const detail of [student.id, student.email, student.indexNumber]) {
        expect(code.replace(/-/g, '')).not.to.contain(detail.toUpperCase().slice(0, 4));
      }
    });

    it('is for students alone', async () => {
      expect((await portal.api.get('/student/check-in-code', acme.companyToken)).status).to.equal(403);
      expect((await portal.api.get('/student/check-in-code')).status).to.equal(401);
    });
  });

  describe('POST /interview/check-in', () => {
    it("checks the student in for the caller's company only, keeps the first time, and answers the interview", async () => {
      const student = await studentSelecting(portal, [acme.company, globex.company]);
      const interview = await createInterview(portal, adminToken, student.id, acme.company.id);
      const atGlobex = await createInterview(portal, adminToken, student.id, globex.company.id);
      const code = await codeOf(student.token);

      const first = await checkIn(code, acme.coordinatorToken);
      expect(first.status).to.equal(200);
      expect(first.body.data).to.have.length(1);
      expect(first.body.data[0]).to.deep.include({ _id: interview._id, status: 'selected', company: acme.company.id });
      const checkedInAt = first.body.data[0]?.checkedInAt;
      expect(checkedInAt).to.be.a('string');

      const again = await checkIn(code.toLowerCase().replace(/-/g, ' '), acme.companyToken);
      expect(again.status).to.equal(200);
      expect(again.body.data[0]?.checkedInAt).to.equal(checkedInAt);
      expect((await stored(interview._id))?.checkedInAt).to.equal(checkedInAt);
      expect((await stored(atGlobex._id))?.checkedInAt).to.equal(null);
    });

    it('shows who is here on the company board', async () => {
      const { interview, student, panel } = await assignedInterview(portal, adminToken, acme);
      await checkIn(await codeOf(student.token), acme.companyToken);
      const board = await portal.api.get<{ upcoming: CheckedIn[] }>('/interview/all-company', acme.companyToken, {
        panel: panel._id,
      });
      expect(board.body.data.upcoming.find((row) => row._id === interview._id)?.checkedInAt).to.be.a('string');
    });

    it('refuses a student without an interview at the caller’s company with 403, changing nothing', async () => {
      const { interview, student } = await assignedInterview(portal, adminToken, acme);
      const answer = await checkIn(await codeOf(student.token), globex.coordinatorToken);
      expect(answer.status).to.equal(403);
      expect(answer.body.message).to.equal('This student has no interview with your company');
      expect((await stored(interview._id))?.checkedInAt).to.equal(null);
    });

    it('refuses a forged code of this fair with 404, a code of another fair and a malformed one with 400', async () => {
      const { interview, student } = await assignedInterview(portal, adminToken, acme);
      const code = await codeOf(student.token);
      const forged = `${code.slice(0, 8)}${code.slice(8) === '0000' ? '1111' : '0000'}`;
      const otherFair = displayCheckInCode(
        new HmacCheckInCodes('another fair, another secret, long enough').codeOf(student.id),
      );

      const forgedAnswer = await checkIn(forged, acme.companyToken);
      expect([forgedAnswer.status, forgedAnswer.body.message]).to.deep.equal([
        404,
        'No student of this fair has this check-in code',
      ]);
      const otherAnswer = await checkIn(otherFair, acme.companyToken);
      expect([otherAnswer.status, otherAnswer.body.message]).to.deep.equal([
        400,
        'This check-in code is from another fair',
      ]);
      for (const malformed of ['', 'ABC', { $ne: null }, 42]) {
        expect((await checkIn(malformed, acme.companyToken)).status, JSON.stringify(malformed)).to.equal(400);
      }
      expect((await stored(interview._id))?.checkedInAt).to.equal(null);
    });

    it('is for companies and coordinators alone', async () => {
      const { student } = await assignedInterview(portal, adminToken, acme);
      const code = await codeOf(student.token);
      expect((await checkIn(code, student.token)).status).to.equal(403);
      expect((await checkIn(code, adminToken)).status).to.equal(403);
    });
  });
});
