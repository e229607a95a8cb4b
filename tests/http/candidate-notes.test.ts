import { expect } from 'chai';
import { ASSESSMENT_COLUMNS, ASSESSMENT_MESSAGES, ASSESSMENTS_SHEET_NAME } from '../../domain/assessment.js';
import { readSheet } from '../support/downloads-readers.js';
import { attachmentName } from '../support/downloads-http.js';
import { assignedInterview, twoStaffedCompanies, type StaffedCompany } from '../support/fair-operations.js';
import type { TestPortal } from '../support/portal-harness.js';
import type { ConfirmedStudent } from '../support/student-accounts.js';

interface AssessmentAnswer {
  readonly interview: string;
  readonly rating: number;
  readonly notes: string;
  readonly nextStep: string;
  readonly updatedAt: string;
  readonly updatedBy: { readonly role: string; readonly name: string };
}

const NOTES = 'Knows PLC ladder logic cold; ask about the thesis';

describe('Candidate notes over HTTP', () => {
  let portal: TestPortal, admin: string;
  let acme: StaffedCompany;
  let other: StaffedCompany;
  let interviewId: string;
  let student: ConfirmedStudent;

  before(async () => {
    ({ portal, admin, acme, other } = await twoStaffedCompanies(
      { companyName: 'Acme Automation' },
      { companyName: 'Other Ltd' },
    ));
    const assigned = await assignedInterview(portal, admin, acme);
    interviewId = assigned.interview._id;
    student = assigned.student;
  });
  after(() => portal.dispose());

  const path = (id = interviewId) => `/interview/assessment/${id}`;
  const save = (token: string, body: unknown, id = interviewId) =>
    portal.api.post<AssessmentAnswer>(path(id), body, token);

  it("round trip: the coordinator's rating, notes and next step are what the company reads, with who and when", async () => {
    expect((await portal.api.get(path(), acme.companyToken)).body.data).to.equal(null);

    const saved = await save(acme.coordinatorToken, { rating: 5, notes: NOTES, nextStep: 'shortlist' });
    expect(saved.status).to.equal(200);
    expect(saved.body.message).to.equal(ASSESSMENT_MESSAGES.saved);

    const read = await portal.api.get<AssessmentAnswer>(path(), acme.companyToken);
    expect(read.status).to.equal(200);
    expect(read.body.data).to.deep.include({ interview: interviewId, rating: 5, notes: NOTES, nextStep: 'shortlist' });
    expect(read.body.data.updatedBy).to.include({ role: 'coordinator' });
    expect(Number.isNaN(Date.parse(read.body.data.updatedAt))).to.equal(false);
  });

  it('the company changes it: one assessment per interview, the last save kept', async () => {
    await save(acme.companyToken, { rating: 3, notes: 'Second look', nextStep: 'offer' });
    const read = await portal.api.get<AssessmentAnswer>(path(), acme.coordinatorToken);
    expect(read.body.data).to.deep.include({ rating: 3, notes: 'Second look', nextStep: 'offer' });
    expect(read.body.data.updatedBy).to.deep.equal({
      id: acme.company.id,
      role: 'company',
      name: 'Acme Automation',
    });
  });

  it("refuses the domain's rules on their fields with 400, and a body of the wrong shape", async () => {
    const tooHigh = await save(acme.companyToken, { rating: 6, notes: '', nextStep: 'hire' });
    expect(tooHigh.status).to.equal(400);
    expect(tooHigh.body.data).to.deep.equal({
      fields: { rating: ASSESSMENT_MESSAGES.rating, nextStep: ASSESSMENT_MESSAGES.nextStep },
    });
    const tooLong = await save(acme.companyToken, { rating: 2, notes: 'x'.repeat(2001), nextStep: 'none' });
    expect(tooLong.status).to.equal(400);
    expect((await save(acme.companyToken, { rating: '5', notes: '', nextStep: 'none' })).status).to.equal(400);
  });

  describe('privacy: only the interview’s company and its coordinators', () => {
    it('the student is refused with 403, reading or writing', async () => {
      expect((await portal.api.get(path(), student.token)).status).to.equal(403);
      expect((await save(student.token, { rating: 5, notes: '', nextStep: 'offer' })).status).to.equal(403);
    });

    it("another company and another company's coordinator are refused with 403", async () => {
      for (const token of [other.companyToken, other.coordinatorToken]) {
        expect((await portal.api.get(path(), token)).status).to.equal(403);
        expect((await save(token, { rating: 1, notes: 'x', nextStep: 'reject' })).status).to.equal(403);
      }
    });

    it('an administrator is refused with 403, and an unknown interview is 404', async () => {
      expect((await portal.api.get(path(), admin)).status).to.equal(403);
      expect((await portal.api.get(path('0'.repeat(24)), acme.companyToken)).status).to.equal(404);
    });

    it('no answer the student gets carries the notes', async () => {
      for (const call of ['/interview/all-st', '/student/single', '/student/selected-companies']) {
        const answer = await portal.api.get(call, student.token);
        expect(answer.status, call).to.equal(200);
        expect(JSON.stringify(answer.body), call).not.to.include('Second look');
        expect(JSON.stringify(answer.body), call).not.to.include('"rating"');
      }
    });
  });

  describe('the export', () => {
    it('gives the company its interviewees with their assessments as a readable xlsx, its coordinator too', async () => {
      for (const token of [acme.companyToken, acme.coordinatorToken]) {
        const answer = await portal.api.download('/interview/assessments.xlsx', token);
        expect(answer.status).to.equal(200);
        expect(answer.headers.get('content-type')).to.equal(
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        );
        expect(attachmentName(answer.headers)).to.equal(`${acme.company.username}-assessments.xlsx`);
        const sheet = await readSheet(answer.bytes, ASSESSMENTS_SHEET_NAME);
        expect(sheet.rows[0]).to.deep.equal([...ASSESSMENT_COLUMNS]);
        expect(sheet.rows).to.have.length(2);
        expect(sheet.rows[1]?.slice(5, 9)).to.deep.equal([3, 'Offer', 'Second look', 'Acme Automation']);
      }
    });

    it("shows another company none of Acme's notes, and refuses students and admins", async () => {
      const theirs = await portal.api.download('/interview/assessments.xlsx', other.companyToken);
      expect(theirs.status).to.equal(200);
      expect((await readSheet(theirs.bytes, ASSESSMENTS_SHEET_NAME)).rows).to.have.length(1);
      expect((await portal.api.download('/interview/assessments.xlsx', student.token)).status).to.equal(403);
      expect((await portal.api.download('/interview/assessments.xlsx', admin)).status).to.equal(403);
    });
  });

  // Last: the student is gone after it.
  describe('deleting the student', () => {
    it("leaves the export without the student's row when an administrator deletes them", async () => {
      expect((await portal.api.delete(`/student/delete/${student.id}`, admin)).status).to.equal(200);
      const answer = await portal.api.download('/interview/assessments.xlsx', acme.companyToken);
      expect((await readSheet(answer.bytes, ASSESSMENTS_SHEET_NAME)).rows).to.have.length(1);
    });
  });
});
