import { expect } from 'chai';
import { aPng, signInCompany, storedFiles } from '../support/company-accounts.js';
import {
  assignPanel,
  createInterview,
  createPanel,
  staffedCompany,
  studentSelecting,
  type InterviewAnswer,
  type PanelAnswer,
  type SelectionAnswer,
  type StaffedCompany,
} from '../support/fair-operations.js';
import { startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';
import { aPdf, uploadForm, type ConfirmedStudent } from '../support/student-accounts.js';

const someId = 'aaaaaaaaaaaaaaaaaaaaaaaa';

describe('Company accounts over HTTP: DELETE /company/delete/{id}', () => {
  let portal: TestPortal, admin: string;

  before(async () => ({ portal, admin } = await startPortalWithFirstAdmin()));
  after(() => portal.dispose());

  describe('a company in the middle of the fair', () => {
    /** The files each step stored: the doomed company's logo, and the CV sent to each company. */
    const filesOf: Record<'logo' | 'doomedCv' | 'keptCv', string[]> = { logo: [], doomedCv: [], keptCv: [] };
    const recordingFiles = async <T>(into: keyof typeof filesOf, step: () => Promise<T>): Promise<T> => {
      const before = await storedFiles(portal);
      const result = await step();
      filesOf[into] = (await storedFiles(portal)).filter((file) => !before.includes(file));
      return result;
    };
    const sendCv = async (companyId: string) => {
      const cv = await portal.api.postForm(
        '/student/upload-cv',
        uploadForm('cv', aPdf(), { id: companyId }),
        student.token,
      );
      if (cv.status !== 200) throw new Error(`CV not uploaded: ${cv.status} ${cv.body.message}`);
    };
    let doomed: StaffedCompany;
    let kept: StaffedCompany;
    let student: ConfirmedStudent;
    let answer: Awaited<ReturnType<TestPortal['api']['delete']>>;

    before(async () => {
      doomed = await recordingFiles('logo', () =>
        staffedCompany(portal, admin, { companyName: 'Doomed', image: { bytes: aPng() } }),
      );
      kept = await staffedCompany(portal, admin, { companyName: 'Kept' });
      student = await studentSelecting(portal, [doomed.company, kept.company]);
      const interview = await createInterview(portal, admin, student.id, doomed.company.id);
      const panel = await createPanel(portal, doomed.coordinatorToken, doomed.company.id, 'Panel A');
      await assignPanel(portal, doomed.coordinatorToken, interview._id, panel._id);
      await createInterview(portal, admin, student.id, kept.company.id);
      await recordingFiles('doomedCv', () => sendCv(doomed.company.id));
      await recordingFiles('keptCv', () => sendCv(kept.company.id));

      answer = await portal.api.delete(`/company/delete/${doomed.company.id}`, admin);
    });

    it('is deleted', async () => {
      expect(answer.status).to.equal(200);
      expect(answer.body).to.include({ success: true, message: 'Company deleted' });
      expect((await portal.api.get('/company/single', admin, { id: doomed.company.id })).status).to.equal(404);
      const listed = await portal.api.get<{ _id: string }[]>('/company/all-short', student.token);
      expect(listed.body.data.map((company) => company._id))
        .to.include(kept.company.id)
        .and.not.include(doomed.company.id);
    });

    it('can no longer sign in, and its session ends', async () => {
      expect((await portal.api.get('/company/single', doomed.companyToken)).status).to.equal(401);
      const signIn = await portal.api.post('/company/sign-in', {
        username: doomed.company.username,
        password: doomed.company.password,
      });
      expect(signIn.status).to.equal(401);
    });

    it('takes its coordinators with it', async () => {
      expect((await portal.api.get('/coordinator/single', doomed.coordinatorToken)).status).to.equal(401);
      const coordinators = await portal.api.get<{ _id: string; company: string }[]>('/coordinator/all', admin);
      expect(coordinators.body.data.map((c) => c.company)).to.not.include(doomed.company.id);
      expect(coordinators.body.data.map((c) => c._id)).to.include(kept.coordinatorId);
    });

    it('takes its interviews and panels with it', async () => {
      const interviews = await portal.api.get<InterviewAnswer[]>('/admin/all-for-admin', admin);
      const companies = interviews.body.data.filter((i) => i.student._id === student.id).map((i) => i.company._id);
      expect(companies).to.deep.equal([kept.company.id]);
      const panels = await portal.api.get<PanelAnswer[]>('/panel/all', admin, { id: student.id });
      expect(panels.body.data).to.deep.equal([]);
    });

    it("takes it out of the student's selection, the companies after it moving up", async () => {
      const selection = await portal.api.get<SelectionAnswer>('/student/selected-companies', student.token);
      expect(
        selection.body.data.selectedCompaniesbyStudent.map((entry) => [entry.companyId, entry.order]),
      ).to.deep.equal([[kept.company.id, 1]]);
    });

    it('deletes its logo and the CV the student sent it, keeping the CV sent to the other company', async () => {
      expect((await portal.api.get(`/company/logo/${doomed.company.id}`)).status).to.equal(404);
      const profile = await portal.api.get<{ companyCvs: string[] }>('/student/single', student.token);
      expect(profile.body.data.companyCvs).to.deep.equal([kept.company.id]);
      const filesNow = await storedFiles(portal);
      expect(filesOf.logo).to.have.length.greaterThan(0);
      expect(filesOf.doomedCv).to.have.length.greaterThan(0);
      for (const file of [...filesOf.logo, ...filesOf.doomedCv]) expect(filesNow).to.not.include(file);
      expect(filesOf.keptCv).to.have.length.greaterThan(0);
      expect(filesNow).to.include.members(filesOf.keptCv);
    });

    it('leaves the other company as it was', async () => {
      const other = await portal.api.get<{ companyName: string }>('/company/single', kept.companyToken);
      expect(other.body.data.companyName).to.equal('Kept');
      expect((await portal.api.get('/coordinator/single', kept.coordinatorToken)).status).to.equal(200);
    });
  });

  it('answers 404 for an unknown company and 400 for a malformed id', async () => {
    const unknown = await portal.api.delete(`/company/delete/${someId}`, admin);
    expect(unknown.status).to.equal(404);
    expect(unknown.body).to.include({ error: 'NOT_FOUND', message: 'Company not found' });
    expect((await portal.api.delete('/company/delete/not-an-id', admin)).status).to.equal(400);
  });

  it('is for administrators only, and a refused deletion changes nothing', async () => {
    const { company, companyToken, coordinatorToken } = await staffedCompany(portal, admin);
    for (const token of [companyToken, coordinatorToken]) {
      const answer = await portal.api.delete(`/company/delete/${company.id}`, token);
      expect(answer.status).to.equal(403);
    }
    expect(await signInCompany(portal, company)).to.be.a('string');
    expect((await portal.api.get('/coordinator/single', coordinatorToken)).status).to.equal(200);
  });
});
