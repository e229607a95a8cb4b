import { expect } from 'chai';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { aJpeg, aPng, companyFormData, signInCompany } from '../support/company-accounts.js';
import { staffedCompany, studentSelecting } from '../support/fair-operations.js';
import { filesAndRecords } from '../support/files-and-records.js';
import { startPortalWithFirstAdmin, startTestPortal, type TestPortal } from '../support/portal-harness.js';
import { aPdf, uploadForm, type ConfirmedStudent } from '../support/student-accounts.js';

/** Sends the head of a CV upload and part of its bytes, then cuts the connection, as a browser closed mid-upload does. */
const uploadCutOff = (url: string, token: string): Promise<void> =>
  new Promise((resolve) => {
    const boundary = 'cut-off-upload';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const sent = Buffer.concat([Buffer.from(head), Buffer.from(aPdf(64 * 1024))]);
    const call = request(url, {
      method: 'POST',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(sent.length + 256 * 1024),
        Authorization: `Bearer ${token}`,
      },
    });
    call.on('error', () => resolve());
    call.write(sent, () =>
      setTimeout(() => {
        call.destroy();
        resolve();
      }, 100),
    );
  });

describe('Files follow their records', function () {
  // Students and companies are hashed with argon2id, and each test stops its portal to read the disk.
  this.timeout(60_000);

  let dataDir: string;
  let portal: TestPortal, admin: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'career-fair-files-'));
    ({ portal, admin } = await startPortalWithFirstAdmin({ DATA_DIR: dataDir }));
  });

  afterEach(async () => {
    await portal.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = async (student: ConfirmedStudent, route: string, field: string, bytes: Uint8Array, fields = {}) => {
    const answer = await portal.api.postForm(route, uploadForm(field, bytes, fields), student.token);
    expect(answer.status, `${route}: ${answer.body.message}`).to.equal(200);
  };
  const uploadCv = (student: ConfirmedStudent, forCompany?: string) =>
    upload(student, '/student/upload-cv/', 'cv', aPdf(), forCompany === undefined ? {} : { id: forCompany });
  const uploadPicture = (student: ConfirmedStudent) => upload(student, '/student/upload-profile/', 'image', aPng());

  /** Stops the portal and answers what its disk and its records hold. */
  const stopAndLook = async () => {
    await portal.stop();
    return filesAndRecords(dataDir);
  };

  it('leaves one file for eight uploads at once of the same CV, company CV, picture or logo: the one the record points at', async () => {
    const { company, companyToken } = await staffedCompany(portal, admin, { image: { bytes: aPng() } });
    const student = await studentSelecting(portal, [company]);
    const uploadLogo = async () => {
      const form = companyFormData({ companyName: company.companyName }, { bytes: aJpeg() });
      const answer = await portal.api.postForm(`/company/update/${company.id}`, form, companyToken);
      expect(answer.status, answer.body.message).to.equal(200);
    };

    await Promise.all(
      Array.from({ length: 8 }, () => [
        uploadCv(student),
        uploadCv(student, company.id),
        uploadPicture(student),
        uploadLogo(),
      ]).flat(),
    );

    const { onDisk, pointedAt, leftovers } = await stopAndLook();
    expect(pointedAt).to.have.length(4);
    expect(onDisk).to.deep.equal(pointedAt);
    expect(leftovers).to.deep.equal([]);
  });

  it('leaves no file without a record after replacements of every kind of file and deletions of students and companies', async () => {
    const doomed = await staffedCompany(portal, admin, { companyName: 'Doomed', image: { bytes: aPng() } });
    const kept = await staffedCompany(portal, admin, { companyName: 'Kept', image: { bytes: aPng() } });
    const staying = await studentSelecting(portal, [doomed.company, kept.company]);
    const leaving = await studentSelecting(portal, [doomed.company]);
    for (const student of [staying, leaving]) {
      await uploadPicture(student);
      await uploadPicture(student);
      await uploadCv(student);
      await uploadCv(student);
      await uploadCv(student, doomed.company.id);
      await uploadCv(student, doomed.company.id);
    }
    await uploadCv(staying, kept.company.id);
    const edited = await portal.api.postForm(
      `/company/update/${doomed.company.id}`,
      companyFormData({ companyName: 'Doomed Ltd', description: 'New logo' }, { bytes: aJpeg() }),
      await signInCompany(portal, doomed.company),
    );
    expect(edited.status).to.equal(200);
    const ownLogo = await portal.api.postForm(
      `/company/update/${kept.company.id}`,
      companyFormData({ companyName: 'Kept', description: 'Own new logo' }, { bytes: aJpeg() }),
      kept.companyToken,
    );
    expect(ownLogo.status).to.equal(200);

    expect((await portal.api.delete(`/student/delete/${leaving.id}`, admin)).status).to.equal(200);
    expect((await portal.api.delete(`/company/delete/${doomed.company.id}`, admin)).status).to.equal(200);

    const { onDisk, pointedAt, leftovers } = await stopAndLook();
    // The kept company's logo; the staying student's picture, CV and CV for the kept company.
    expect(pointedAt).to.have.length(4);
    expect(onDisk).to.deep.equal(pointedAt);
    expect(leftovers).to.deep.equal([]);
  });

  it('leaves no file behind for an upload whose connection was cut, and takes the next one', async () => {
    const { company } = await staffedCompany(portal, admin);
    const student = await studentSelecting(portal, [company]);
    await uploadCv(student);

    await uploadCutOff(`${portal.api.base}/student/upload-cv/`, student.token);
    await uploadCv(student);

    const { onDisk, pointedAt, leftovers } = await stopAndLook();
    expect(pointedAt).to.have.length(1);
    expect(onDisk).to.deep.equal(pointedAt);
    expect(leftovers).to.deep.equal([]);
  });

  it('removes at start the temporary files, half-stored files and files no record points at that a crash left', async () => {
    const { company } = await staffedCompany(portal, admin, { image: { bytes: aPng() } });
    const student = await studentSelecting(portal, [company]);
    await uploadCv(student);
    await portal.stop();
    const files = path.join(dataDir, 'files');
    const unpointed = 'aaaaaaaaaaaaaaaaaaaaaaaa';
    await writeFile(path.join(files, '.0123456789abcdef.tmp'), 'a write cut short before its rename');
    await writeFile(path.join(files, 'bbbbbbbbbbbbbbbbbbbbbbbb'), 'stored, but its metadata never was');
    await writeFile(path.join(files, unpointed), '%PDF-1.4 replaced, but never removed');
    await writeFile(path.join(files, `${unpointed}.json`), JSON.stringify({ contentType: 'application/pdf' }));
    const besideTheStore = [
      path.join(dataDir, '.jwt-secret.4242.0123abcd.tmp'),
      path.join(dataDir, 'outbox', '.0a1b2c3d.tmp'),
    ];
    for (const temporary of besideTheStore) await writeFile(temporary, 'a write cut short before its rename');

    portal = await startTestPortal({ DATA_DIR: dataDir, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });

    const { onDisk, pointedAt, leftovers } = await stopAndLook();
    expect(pointedAt).to.have.length(2);
    expect(onDisk).to.deep.equal(pointedAt);
    expect(leftovers).to.deep.equal([]);
    for (const temporary of besideTheStore) expect(existsSync(temporary), temporary).to.equal(false);
  });
});
