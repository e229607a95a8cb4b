import { expect } from 'chai';
import { CV_MAX_BYTES } from '../../domain/cv.js';
import { STUDENT_CV_NOT_FOUND, UPLOAD_SUCCESS } from '../../domain/messages.js';
import { STUDENT_PICTURE_MAX_BYTES } from '../../domain/student-files.js';
import { UPLOAD_MESSAGES } from '../../domain/upload.js';
import {
  aJpeg,
  aPng,
  createCompany,
  createCoordinator,
  signInCompany,
  storedFiles,
} from '../support/company-accounts.js';
import { choose, submitSelection } from '../support/fair-operations.js';
import { startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';
import {
  aPdf,
  companyInterviewing,
  registerConfirmedStudent,
  uploadForm,
  type ConfirmedStudent,
} from '../support/student-accounts.js';

type StudentJson = Record<string, unknown> & { image: string | null; hasCv: boolean; companyCvs: string[] };
type Fields = { fields: Record<string, string> };

describe("A student's picture and CVs over HTTP", () => {
  let portal: TestPortal, adminToken: string;

  before(async () => ({ portal, admin: adminToken } = await startPortalWithFirstAdmin()));
  after(() => portal.dispose());

  const uploadPicture = (student: ConfirmedStudent, bytes: Uint8Array) =>
    portal.api.postForm<StudentJson>('/student/upload-profile/', uploadForm('image', bytes), student.token);
  const uploadCv = (student: ConfirmedStudent, bytes: Uint8Array, fields: Record<string, string> = {}) =>
    portal.api.postForm<StudentJson & Fields>('/student/upload-cv/', uploadForm('cv', bytes, fields), student.token);
  const picture = (id: string, token: string) => portal.api.download('/student/get-profile-img', token, { id });
  const cv = (student: ConfirmedStudent, query?: Record<string, string>) =>
    portal.api.download('/student/get-cv/', student.token, query);
  const envelopeOf = (bytes: Buffer) => JSON.parse(bytes.toString('utf8')) as { error: string; message: string };

  describe('the profile picture', () => {
    it('stores a PNG, points the profile at it, and serves its bytes with its type', async () => {
      const student = await registerConfirmedStudent(portal);
      const png = aPng(300);
      const answer = await uploadPicture(student, png);
      expect(answer.status).to.equal(200);
      expect(answer.body.message).to.equal(UPLOAD_SUCCESS);
      expect(answer.body.data.image).to.equal(`/rest/api/v1/student/get-profile-img?id=${student.id}`);
      const served = await picture(student.id, student.token);
      expect(served.status).to.equal(200);
      expect(served.headers.get('content-type')).to.equal('image/png');
      expect(served.headers.get('content-disposition')).to.equal('inline; filename="profile-picture.png"');
      expect(served.headers.get('cache-control'), 'a private picture is never kept by a cache').to.equal(
        'private, no-store',
      );
      expect(served.bytes.equals(Buffer.from(png))).to.equal(true);
    });

    it('replaces the picture with a JPEG and removes the old file', async () => {
      const student = await registerConfirmedStudent(portal);
      await uploadPicture(student, aPng());
      const before = await storedFiles(portal);
      const jpeg = aJpeg(400);
      expect((await uploadPicture(student, jpeg)).status).to.equal(200);
      const after = await storedFiles(portal);
      expect(after).to.have.length(before.length);
      expect(after).to.not.deep.equal(before);
      const served = await picture(student.id, student.token);
      expect(served.headers.get('content-type')).to.equal('image/jpeg');
      expect(served.bytes.equals(Buffer.from(jpeg))).to.equal(true);
    });

    it('refuses a picture over 2 MB with 413 and leaves no file behind', async () => {
      const student = await registerConfirmedStudent(portal);
      const before = await storedFiles(portal);
      const answer = await uploadPicture(student, aPng(STUDENT_PICTURE_MAX_BYTES + 1));
      expect(answer.status).to.equal(413);
      expect(answer.body).to.include({ error: 'PAYLOAD_TOO_LARGE', message: 'Image must be at most 2 MB' });
      expect(await storedFiles(portal)).to.deep.equal(before);
      expect((await portal.api.get<StudentJson>('/student/single', student.token)).body.data.image).to.equal(null);
    });

    it('refuses a file that is not a PNG or JPEG by its bytes with 415, whatever its name', async () => {
      const student = await registerConfirmedStudent(portal);
      const before = await storedFiles(portal);
      const form = uploadForm('image', aPdf(), {}, 'picture.png');
      const answer = await portal.api.postForm('/student/upload-profile/', form, student.token);
      expect(answer.status).to.equal(415);
      expect(answer.body).to.include({ error: 'UNSUPPORTED_MEDIA_TYPE', message: UPLOAD_MESSAGES.imageNotPngOrJpeg });
      expect(await storedFiles(portal)).to.deep.equal(before);
    });

    it('refuses a form without the image with 400, and a file in another field', async () => {
      const student = await registerConfirmedStudent(portal);
      const empty = new FormData();
      empty.append('note', 'no file');
      const missing = await portal.api.postForm<Fields>('/student/upload-profile/', empty, student.token);
      expect(missing.status).to.equal(400);
      expect(missing.body.data.fields.image).to.equal('Choose a PNG or JPEG image to upload');
      const elsewhere = await portal.api.postForm('/student/upload-profile/', uploadForm('cv', aPng()), student.token);
      expect(elsewhere.status).to.equal(400);
    });

    it('answers 404 in the envelope when the student has no picture', async () => {
      const student = await registerConfirmedStudent(portal);
      const answer = await picture(student.id, student.token);
      expect(answer.status).to.equal(404);
      expect(envelopeOf(answer.bytes)).to.include({
        error: 'NOT_FOUND',
        message: 'This student has no profile picture',
      });
    });

    it('shows the picture to an admin and to a company interviewing the student, not to others', async () => {
      const student = await registerConfirmedStudent(portal);
      await uploadPicture(student, aPng());
      const other = await registerConfirmedStudent(portal);
      const interviewing = await companyInterviewing(portal, adminToken, student);
      const coordinator = await createCoordinator(portal, adminToken, interviewing.id);
      const stranger = await createCoordinator(portal, adminToken, (await createCompany(portal, adminToken)).id);

      expect((await picture(student.id, adminToken)).status).to.equal(200);
      expect((await picture(student.id, coordinator.token)).status).to.equal(200);
      expect((await picture(student.id, await signInCompany(portal, interviewing))).status).to.equal(200);
      expect((await picture(student.id, other.token)).status).to.equal(403);
      expect((await picture(student.id, stranger.token)).status).to.equal(403);
      expect((await portal.api.download('/student/get-profile-img', undefined, { id: student.id })).status).to.equal(
        401,
      );
    });

    it('is uploaded by students only', async () => {
      const answer = await portal.api.postForm('/student/upload-profile/', uploadForm('image', aPng()), adminToken);
      expect(answer.status).to.equal(403);
    });
  });

  describe('the CV', () => {
    it('stores a PDF as the general CV and gives it back as an attachment named after the student', async () => {
      const student = await registerConfirmedStudent(portal, { fullName: 'A.B. Perera' });
      const pdf = aPdf(1000);
      const answer = await uploadCv(student, pdf);
      expect(answer.status).to.equal(200);
      expect(answer.body.message).to.equal(UPLOAD_SUCCESS);
      expect(answer.body.data.hasCv).to.equal(true);
      const served = await cv(student);
      expect(served.status).to.equal(200);
      expect(served.headers.get('content-type')).to.equal('application/pdf');
      expect(served.headers.get('content-disposition')).to.equal(
        `attachment; filename="${student.indexNumber}-A.B. Perera.pdf"`,
      );
      expect(served.bytes.equals(Buffer.from(pdf))).to.equal(true);
    });

    it('replaces the general CV and removes the old file', async () => {
      const student = await registerConfirmedStudent(portal);
      await uploadCv(student, aPdf(100));
      const before = await storedFiles(portal);
      const newer = aPdf(200);
      await uploadCv(student, newer);
      expect(await storedFiles(portal)).to.have.length(before.length);
      expect((await cv(student)).bytes.equals(Buffer.from(newer))).to.equal(true);
    });

    it('keeps a CV for one company beside the general one, with the company id in field id', async () => {
      const student = await registerConfirmedStudent(portal);
      const company = await createCompany(portal, adminToken);
      await submitSelection(portal, student.token, [choose(company)]);
      const general = aPdf(100);
      const special = aPdf(150);
      await uploadCv(student, general);
      const answer = await uploadCv(student, special, { id: company.id });
      expect(answer.status).to.equal(200);
      expect(answer.body.data.companyCvs).to.deep.equal([company.id]);
      expect((await cv(student, { id: company.id })).bytes.equals(Buffer.from(special))).to.equal(true);
      expect((await cv(student)).bytes.equals(Buffer.from(general))).to.equal(true);
    });

    it('refuses a CV for a company the student neither selected nor has an interview with, storing nothing', async () => {
      const student = await registerConfirmedStudent(portal);
      const company = await createCompany(portal, adminToken);
      const before = await storedFiles(portal);
      const answer = await uploadCv(student, aPdf(), { id: company.id });
      expect(answer.status).to.equal(403);
      expect(answer.body.message).to.equal(
        'You can upload a CV only for a company you selected or have an interview with',
      );
      expect(await storedFiles(portal)).to.deep.equal(before);
    });

    it('treats an empty id field as the general CV', async () => {
      const student = await registerConfirmedStudent(portal);
      const answer = await uploadCv(student, aPdf(), { id: '' });
      expect(answer.body.data).to.include({ hasCv: true });
      expect(answer.body.data.companyCvs).to.deep.equal([]);
    });

    it('refuses a CV for an unknown company with 404 and a malformed id with 400, storing nothing', async () => {
      const student = await registerConfirmedStudent(portal);
      const before = await storedFiles(portal);
      const unknown = await uploadCv(student, aPdf(), { id: 'bbbbbbbbbbbbbbbbbbbbbbbb' });
      expect(unknown.status).to.equal(404);
      expect(unknown.body.message).to.equal('Company not found');
      const malformed = await uploadCv(student, aPdf(), { id: '../../etc/passwd' });
      expect(malformed.status).to.equal(400);
      expect(malformed.body.data.fields.id).to.be.a('string');
      expect(await storedFiles(portal)).to.deep.equal(before);
    });

    it("refuses a file that is not a PDF by its bytes with 415 'CV must be a PDF file'", async () => {
      const student = await registerConfirmedStudent(portal);
      const before = await storedFiles(portal);
      const answer = await portal.api.postForm(
        '/student/upload-cv/',
        uploadForm('cv', aPng(), {}, 'cv.pdf'),
        student.token,
      );
      expect(answer.status).to.equal(415);
      expect(answer.body.message).to.equal(UPLOAD_MESSAGES.cvNotPdf);
      expect(await storedFiles(portal)).to.deep.equal(before);
    });

    it('refuses a CV over 5 MB with 413 and leaves no file behind', async () => {
      const student = await registerConfirmedStudent(portal);
      const before = await storedFiles(portal);
      const answer = await uploadCv(student, aPdf(CV_MAX_BYTES + 1));
      expect(answer.status).to.equal(413);
      expect(answer.body.message).to.equal('CV must be at most 5 MB');
      expect(await storedFiles(portal)).to.deep.equal(before);
    });

    it('refuses a form without the CV with 400', async () => {
      const student = await registerConfirmedStudent(portal);
      const form = new FormData();
      form.append('id', '');
      const answer = await portal.api.postForm<Fields>('/student/upload-cv/', form, student.token);
      expect(answer.status).to.equal(400);
      expect(answer.body.data.fields.cv).to.equal('Choose a PDF file to upload');
    });

    it("answers the spec's text in a 404 envelope when there is no CV, general or for the company", async () => {
      const student = await registerConfirmedStudent(portal);
      const company = await createCompany(portal, adminToken);
      for (const query of [undefined, { id: company.id }]) {
        const answer = await cv(student, query);
        expect(answer.status).to.equal(404);
        expect(answer.headers.get('content-type')).to.match(/^application\/json/);
        expect(envelopeOf(answer.bytes)).to.include({ error: 'NOT_FOUND', message: STUDENT_CV_NOT_FOUND });
      }
    });

    it('refuses an operator object or a list where the company id belongs', async () => {
      const student = await registerConfirmedStudent(portal);
      const answer = await portal.api.get('/student/get-cv/', student.token, { id: '{"$ne":null}' });
      expect(answer.status).to.equal(400);
      const listed = await fetch(`${portal.api.base}/student/get-cv?id=a&id=b`, {
        headers: { Authorization: `Bearer ${student.token}` },
      });
      expect(listed.status).to.equal(400);
    });

    it('is for students only: a company downloads CVs through its interviews', async () => {
      expect((await portal.api.download('/student/get-cv/', adminToken)).status).to.equal(403);
      expect((await portal.api.postForm('/student/upload-cv/', uploadForm('cv', aPdf()), adminToken)).status).to.equal(
        403,
      );
    });
  });
});
