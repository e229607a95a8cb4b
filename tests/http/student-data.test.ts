import { expect } from 'chai';
import { STUDENT_DATA_MESSAGES } from '../../domain/student-data.js';
import { readZip } from '../support/downloads-readers.js';
import { attachmentName, pdfFile, pdfText, uploadGeneralCv } from '../support/downloads-http.js';
import {
  assignPanel,
  choose,
  createInterview,
  createPanel,
  moveStatus,
  submitSelection,
  twoStaffedCompanies,
  type StaffedCompany,
} from '../support/fair-operations.js';
import type { TestPortal } from '../support/portal-harness.js';
import { registerConfirmedStudent, type ConfirmedStudent } from '../support/student-accounts.js';

const NAME = 'Q.R. Wijesinghearachchi';
const INDEX = '1999991';
const NOTES = 'Strong on control loops; private to Acme';

/** Every text a zip (or an xlsx, which is one) holds, joined. */
const textOf = async (bytes: Buffer): Promise<string> =>
  (await readZip(bytes)).map((entry) => entry.bytes.toString('utf8')).join('\n');

describe("A student's own data over HTTP: the download of all of it, and the deletion of the account", () => {
  let portal: TestPortal, admin: string;
  let acme: StaffedCompany;
  let student: ConfirmedStudent;
  let interviewId: string;

  before(async () => {
    let other: StaffedCompany;
    ({ portal, admin, acme, other } = await twoStaffedCompanies({ companyName: 'Acme Automation' }));
    student = await registerConfirmedStudent(portal, { fullName: NAME, indexNumber: INDEX });
    await submitSelection(portal, student.token, [choose(acme.company), choose(other.company)]);
    await uploadGeneralCv(portal, student.token, pdfFile('my general cv'));
    const created = await createInterview(portal, admin, student.id, acme.company.id);
    interviewId = created._id;
    const panel = await createPanel(portal, acme.coordinatorToken, acme.company.id, 'Panel A');
    await assignPanel(portal, acme.coordinatorToken, interviewId, panel._id);
    await moveStatus(portal, acme.coordinatorToken, interviewId, 'ongoing');
    await moveStatus(portal, acme.coordinatorToken, interviewId, 'finished');
    await portal.api.post(
      `/interview/assessment/${interviewId}`,
      { rating: 4, notes: NOTES, nextStep: 'shortlist' },
      acme.companyToken,
    );
    expect((await portal.api.download('/interview/get-cv', acme.companyToken, { id: interviewId })).status).to.equal(
      200,
    );
  });
  after(() => portal.dispose());

  it('gives the student one zip of their profile, selection, interviews, assessments without notes, CV downloads and files', async () => {
    const answer = await portal.api.download('/student/my-data', student.token);
    expect(answer.status).to.equal(200);
    expect(attachmentName(answer.headers)).to.equal(`my-data-${INDEX}.zip`);
    const entries = await readZip(answer.bytes);
    expect(entries.map((entry) => entry.name)).to.have.members([
      'profile.json',
      'selections.json',
      'interviews.json',
      'assessments.json',
      'cv-downloads.json',
      'files/cv.pdf',
    ]);
    const json = (name: string) =>
      JSON.parse(entries.find((entry) => entry.name === name)!.bytes.toString()) as unknown;
    expect(json('profile.json')).to.include({ fullName: NAME, indexNumber: INDEX, email: student.email });
    expect(json('interviews.json')).to.have.length(1).and.to.have.nested.property('[0].status', 'finished');
    expect(json('assessments.json')).to.have.length(1).and.to.have.nested.property('[0].company', 'Acme Automation');
    expect(json('cv-downloads.json')).to.have.length(1).and.to.have.nested.property('[0].company', 'Acme Automation');
    expect(pdfText(entries.find((entry) => entry.name === 'files/cv.pdf')!.bytes)).to.equal('my general cv');
    const everything = await textOf(answer.bytes);
    expect(everything).not.to.include(NOTES);
    expect(everything).not.to.include('shortlist');
    expect(everything).not.to.include('passwordHash');
    expect((await portal.api.download('/student/my-data', acme.companyToken)).status).to.equal(403);
  });

  it('refuses a wrong password with a clear message, changing nothing', async () => {
    const refused = await portal.api.post('/student/erase', { password: 'not my password' }, student.token);
    expect(refused.status).to.equal(400);
    expect(JSON.stringify(refused.body)).to.include(STUDENT_DATA_MESSAGES.wrongPassword);
    expect((await portal.api.get('/student/single', student.token)).status).to.equal(200);
    expect((await portal.api.download('/interview/get-cv', acme.companyToken, { id: interviewId })).status).to.equal(
      200,
    );
  });

  it('erases the account: no sign-in, no trace in CV bundles, exports or lists, the counts kept and the audit log told', async () => {
    const statsBefore = await portal.api.get<{ companies: { companyId: string; interviews: number }[] }>(
      '/admin/stats',
      admin,
    );
    const interviewsOf = (stats: typeof statsBefore) =>
      stats.body.data.companies.find((company) => company.companyId === acme.company.id)?.interviews;

    const erased = await portal.api.post('/student/erase', { password: student.password }, student.token);
    expect(erased.status).to.equal(200);
    expect(erased.body.message).to.equal(STUDENT_DATA_MESSAGES.erased);

    expect((await portal.api.get('/student/single', student.token)).status).to.equal(401);
    const signIn = await portal.api.post('/student/sign-in', { email: student.email, password: student.password });
    expect(signIn.status).to.equal(401);

    expect((await portal.api.download('/interview/get-cv-company', admin, { id: acme.company.id })).status).to.equal(
      404,
    );
    for (const [path, token] of [
      ['/interview/assessments.xlsx', acme.companyToken],
      ['/admin/allocation.xlsx', admin],
      ['/admin/stats.xlsx', admin],
    ] as const) {
      const exported = await portal.api.download(path, token);
      // The allocation export has nothing to give once no selection is left: a 404, with no trace either.
      expect(exported.status, path).to.be.oneOf([200, 404]);
      const text = exported.status === 200 ? await textOf(exported.bytes) : exported.bytes.toString();
      for (const trace of [NAME, INDEX, student.email, NOTES]) expect(text, path).not.to.include(trace);
    }
    for (const [path, token] of [
      ['/student/all', admin],
      ['/interview/all-com', acme.companyToken],
      ['/interview/all-company', admin],
      ['/admin/stats', admin],
    ] as const) {
      const listed = JSON.stringify((await portal.api.get(path, token, { id: acme.company.id })).body);
      for (const trace of [NAME, INDEX, student.email]) expect(listed, path).not.to.include(trace);
    }
    expect(interviewsOf(await portal.api.get('/admin/stats', admin))).to.equal(interviewsOf(statsBefore));

    const audit = await portal.api.get<{ items: { action: string; summary: string }[] }>('/admin/audit', admin, {
      text: 'student.erased',
    });
    expect(audit.body.data.items.map((entry) => entry.action)).to.deep.equal(['student.erased']);
    expect(JSON.stringify(audit.body.data)).not.to.include(NAME);
  });
});
