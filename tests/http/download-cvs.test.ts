import { expect } from 'chai';
import { COMPANY_CV_NOT_FOUND } from '../../domain/messages.js';
import { CV_MESSAGES } from '../../domain/cv.js';
import { createCompany, createCoordinator, signInCompany, type CreatedCompany } from '../support/company-accounts.js';
import { readZip } from '../support/downloads-readers.js';
import {
  attachmentName,
  cvForm,
  envelopeOf,
  pdfFile,
  pdfText,
  uploadGeneralCv,
  uploadInterviewCv,
} from '../support/downloads-http.js';
import { startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';
import { registerConfirmedStudent, type ConfirmedStudent } from '../support/student-accounts.js';

describe('CV uploads and downloads over HTTP', () => {
  let portal: TestPortal, admin: string;
  let company: CreatedCompany;
  let companyToken: string;
  let coordinator: string;
  let other: CreatedCompany;
  let otherToken: string;
  /** Has a general CV and a copy for the company. */
  let tailored: ConfirmedStudent;
  /** Has only a general CV. */
  let general: ConfirmedStudent;
  /** Has no CV until the company collects one at the desk. */
  let paper: ConfirmedStudent;
  const interviewOf: Record<string, string> = {};

  before(async () => {
    ({ portal, admin } = await startPortalWithFirstAdmin());
    company = await createCompany(portal, admin, { username: 'acme' });
    companyToken = await signInCompany(portal, company);
    coordinator = (await createCoordinator(portal, admin, company.id)).token;
    other = await createCompany(portal, admin);
    otherToken = await signInCompany(portal, other);
    tailored = await registerConfirmedStudent(portal, { fullName: 'A.B.C. Perera', indexNumber: '1901234' });
    general = await registerConfirmedStudent(portal, { fullName: 'D.E. Silva', indexNumber: '1901235' });
    paper = await registerConfirmedStudent(portal, { fullName: 'F. Fernando', indexNumber: '1901236' });
    await portal.api.post(`/company/change-walking-status/${company.id}`, { walkingStatus: true }, coordinator);
    for (const student of [tailored, general, paper]) {
      const answer = await portal.api.post<{ _id: string }>(
        '/interview/create-walk-in/',
        { company: company.id },
        student.token,
      );
      interviewOf[student.id] = answer.body.data._id;
    }
    await uploadGeneralCv(portal, tailored.token, pdfFile('tailored general'));
    await uploadGeneralCv(portal, general.token, pdfFile('general only'));
  });
  after(() => portal.dispose());

  const getCv = (student: ConfirmedStudent, token: string) =>
    portal.api.download('/interview/get-cv', token, { id: interviewOf[student.id]! });

  describe('POST /interview/upload-cv/', () => {
    it("stores a student's copy for a company they have an interview with", async () => {
      const answer = await uploadInterviewCv(portal, tailored.token, pdfFile('tailored for acme'), {
        company: company.id,
      });
      expect(answer.status).to.equal(200);
      expect(answer.body.message).to.equal('Upload Successfully');
      expect((answer.body.data as { companyCvs: string[] }).companyCvs).to.deep.equal([company.id]);
    });

    it("refuses a student's copy for a company they have nothing to do with (403)", async () => {
      const answer = await uploadInterviewCv(portal, tailored.token, pdfFile('x'), { company: other.id });
      expect(answer.status).to.equal(403);
    });

    it('stores a CV the company collected at the desk, by interview id', async () => {
      const answer = await uploadInterviewCv(portal, companyToken, pdfFile('paper at the desk'), {
        id: interviewOf[paper.id]!,
      });
      expect(answer.status).to.equal(200);
      expect(answer.body.data).to.equal(null);
    });

    it("refuses another company's upload for this company's interview (403)", async () => {
      const answer = await uploadInterviewCv(portal, otherToken, pdfFile('x'), { id: interviewOf[general.id]! });
      expect(answer.status).to.equal(403);
    });

    it('refuses a file that is not a PDF by its bytes with 415, whatever its name says', async () => {
      const answer = await portal.api.postForm(
        '/interview/upload-cv/',
        cvForm(Buffer.from('<html>not a pdf</html>'), { company: company.id }, 'cv.pdf'),
        general.token,
      );
      expect(answer.status).to.equal(415);
      expect(answer.body).to.include({ error: 'UNSUPPORTED_MEDIA_TYPE', message: 'CV must be a PDF file' });
    });

    it('refuses a CV over 5 MB with 413', async () => {
      const big = Buffer.concat([pdfFile('big'), Buffer.alloc(5 * 1024 * 1024)]);
      const answer = await uploadInterviewCv(portal, general.token, big, { company: company.id });
      expect(answer.status).to.equal(413);
      expect(answer.body.message).to.equal(CV_MESSAGES.tooLarge);
    });

    it('asks for the file, and refuses ids that are not ids, with 400', async () => {
      const form = new FormData();
      form.append('company', company.id);
      expect((await portal.api.postForm('/interview/upload-cv/', form, general.token)).status).to.equal(400);
      const badId = await uploadInterviewCv(portal, general.token, pdfFile('x'), { company: '{"$ne":null}' });
      expect(badId.status).to.equal(400);
    });

    it('left nothing of the refused uploads: the general-only student still has no company copy', async () => {
      const answer = await getCv(general, companyToken);
      expect(pdfText(answer.bytes)).to.equal('general only');
    });
  });

  describe('GET /interview/get-cv', () => {
    it("gives the company the student's copy for it, as a PDF named from index number and name", async () => {
      const answer = await getCv(tailored, companyToken);
      expect(answer.status).to.equal(200);
      expect(answer.headers.get('content-type')).to.equal('application/pdf');
      expect(attachmentName(answer.headers)).to.equal('1901234-A.B.C. Perera.pdf');
      expect(answer.headers.get('cache-control'), 'a CV is never kept by a cache').to.equal('private, no-store');
      expect(pdfText(answer.bytes)).to.equal('tailored for acme');
    });

    it('falls back to the general CV, for the coordinator and the admin too', async () => {
      expect(pdfText((await getCv(general, coordinator)).bytes)).to.equal('general only');
      expect(pdfText((await getCv(general, admin)).bytes)).to.equal('general only');
      expect(pdfText((await getCv(paper, coordinator)).bytes)).to.equal('paper at the desk');
    });

    it("answers 404 with the spec's text when there is no CV", async () => {
      const nobody = await registerConfirmedStudent(portal);
      const answer = await portal.api.post<{ _id: string }>(
        '/interview/create-walk-in/',
        { company: company.id },
        nobody.token,
      );
      const download = await portal.api.download('/interview/get-cv', companyToken, { id: answer.body.data._id });
      expect(download.status).to.equal(404);
      expect(envelopeOf(download.bytes)).to.include({
        success: false,
        error: 'NOT_FOUND',
        message: COMPANY_CV_NOT_FOUND,
      });
    });

    it('refuses another company and the student (403), and a missing id (400)', async () => {
      expect((await getCv(general, otherToken)).status).to.equal(403);
      expect((await getCv(general, general.token)).status).to.equal(403);
      expect((await portal.api.download('/interview/get-cv', companyToken)).status).to.equal(400);
    });
  });

  describe('GET /interview/get-cv-company', () => {
    it("zips every interviewee's CV as <username>.zip, one safe-named PDF each, company copies preferred", async () => {
      const answer = await portal.api.download('/interview/get-cv-company', admin, { id: company.id });
      expect(answer.status).to.equal(200);
      expect(answer.headers.get('content-type')).to.equal('application/zip');
      expect(attachmentName(answer.headers)).to.equal('acme.zip');
      expect(answer.headers.get('cache-control')).to.equal('private, no-store');
      const entries = await readZip(answer.bytes);
      expect(entries.map((entry) => [entry.name, pdfText(entry.bytes)])).to.deep.equal([
        ['1901234-A.B.C. Perera.pdf', 'tailored for acme'],
        ['1901235-D.E. Silva.pdf', 'general only'],
        ['1901236-F. Fernando.pdf', 'paper at the desk'],
      ]);
    });

    it('is for the company and its coordinator too', async () => {
      expect(
        (await portal.api.download('/interview/get-cv-company', companyToken, { id: company.id })).status,
      ).to.equal(200);
      expect((await portal.api.download('/interview/get-cv-company', coordinator, { id: company.id })).status).to.equal(
        200,
      );
    });

    it('refuses another company (403) and students (403)', async () => {
      expect((await portal.api.download('/interview/get-cv-company', otherToken, { id: company.id })).status).to.equal(
        403,
      );
      expect(
        (await portal.api.download('/interview/get-cv-company', general.token, { id: company.id })).status,
      ).to.equal(403);
    });

    it('answers a company without CVs with a 404 envelope', async () => {
      const answer = await portal.api.download('/interview/get-cv-company', admin, { id: other.id });
      expect(answer.status).to.equal(404);
      expect(envelopeOf(answer.bytes)).to.include({ error: 'NOT_FOUND', message: CV_MESSAGES.noneForCompany });
    });
  });
});
