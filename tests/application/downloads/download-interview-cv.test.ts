import { expect } from 'chai';
import { DownloadInterviewCv } from '../../../application/downloads/download-interview-cv.js';
import { CompanyCvBundle } from '../../../application/downloads/company-cv-bundle.js';
import { CV_MESSAGES } from '../../../domain/cv.js';
import { DEFAULT_FAIR_SETTINGS } from '../../../domain/fair-settings.js';
import { aCompany, aCoordinator, anId, anInterview, aStudent } from '../../support/builders.js';
import { asAdmin, asCompany, asCoordinator, asStudent } from '../../support/actors.js';
import { fails, freshStorePerTest, pdfBytes, succeeds } from '../../support/downloads-store.js';

describe("downloading an interviewee's CV", () => {
  const fair = freshStorePerTest();
  let download: DownloadInterviewCv;

  beforeEach(() => {
    download = fair.use(DownloadInterviewCv);
  });

  const given = async (cvs: { general?: string; forCompany?: string }) => {
    const company = aCompany();
    const coordinator = aCoordinator({ companyId: company.id });
    const general = cvs.general ? await fair.store.files.put(pdfBytes(cvs.general), 'application/pdf') : null;
    const own = cvs.forCompany ? await fair.store.files.put(pdfBytes(cvs.forCompany), 'application/pdf') : null;
    const student = aStudent({
      indexNumber: '1901234',
      fullName: 'A.B.C. Perera',
      cvKey: general,
      companyCvKeys: own ? { [company.id]: own } : {},
    });
    const interview = anInterview({ studentId: student.id, companyId: company.id });
    await fair.store.companies.add(company);
    await fair.store.coordinators.add(coordinator);
    await fair.store.students.add(student);
    await fair.store.interviews.add(interview);
    return { company, coordinator, interview };
  };

  const text = async (download: { file: { content: AsyncIterable<Uint8Array> } }) => {
    const chunks: Uint8Array[] = [];
    for await (const chunk of download.file.content) chunks.push(chunk);
    return Buffer.concat(chunks).toString();
  };

  it("gives the company the student's copy for it, named from index number and name", async () => {
    const { company, interview } = await given({ general: 'general', forCompany: 'tailored' });
    const cv = await succeeds(download.execute(asCompany(company.id), interview.id));
    expect(cv.fileName).to.equal('1901234-A.B.C. Perera.pdf');
    expect(cv.file.contentType).to.equal('application/pdf');
    expect(await text(cv)).to.include('tailored');
  });

  it('falls back to the general CV', async () => {
    const { coordinator, interview } = await given({ general: 'general' });
    expect(await text(await succeeds(download.execute(asCoordinator(coordinator.id), interview.id)))).to.include(
      'general',
    );
  });

  it('lets an admin download it', async () => {
    const { interview } = await given({ general: 'general' });
    expect(await text(await succeeds(download.execute(asAdmin(), interview.id)))).to.include('general');
  });

  it("answers 404 with the spec's company text when the student has no CV", async () => {
    const { company, interview } = await given({});
    expect(await fails(download.execute(asCompany(company.id), interview.id))).to.include({
      kind: 'NotFound',
      message: CV_MESSAGES.notFound,
    });
  });

  it('answers the same 404 when the stored file has gone', async () => {
    const { company, interview } = await given({ general: 'general' });
    const student = (await fair.store.students.findById(interview.studentId))!;
    await fair.store.files.delete(student.cvKey!);
    expect(await fails(download.execute(asCompany(company.id), interview.id))).to.include({
      message: CV_MESSAGES.notFound,
    });
  });

  it('refuses another company, its coordinator and students with 403', async () => {
    const { interview } = await given({ general: 'general' });
    const stranger = aCoordinator({ companyId: anId() });
    await fair.store.coordinators.add(stranger);
    expect((await fails(download.execute(asCompany(anId()), interview.id))).kind).to.equal('Forbidden');
    expect((await fails(download.execute(asCoordinator(stranger.id), interview.id))).kind).to.equal('Forbidden');
    expect((await fails(download.execute(asStudent(interview.studentId), interview.id))).kind).to.equal('Forbidden');
  });

  it('records the download under the student, the company, the moment and who downloaded it', async () => {
    const { company, interview } = await given({ general: 'general' });
    await succeeds(download.execute({ id: company.id, role: 'company', recruiterId: 'r'.repeat(24) }, interview.id));
    expect(await fair.store.cvDownloads.listForStudent(interview.studentId)).to.deep.equal([
      { studentId: interview.studentId, companyId: company.id, downloadedAt: fair.clock.now(), by: 'r'.repeat(24) },
    ]);
    expect(await fair.store.cvDownloads.countForCompany(company.id)).to.equal(1);
  });

  it('records nothing when the CV is refused or missing', async () => {
    const { interview } = await given({});
    await fails(download.execute(asAdmin(), interview.id));
    await fails(download.execute(asCompany(anId()), interview.id));
    expect(await fair.store.cvDownloads.listForStudent(interview.studentId)).to.deep.equal([]);
  });

  it("refuses every CV download with 403 from the set number of days after the fair's last day", async () => {
    const { company, interview } = await given({ general: 'general' });
    await fair.store.fairSettings.save({
      ...DEFAULT_FAIR_SETTINGS,
      fairDays: [{ date: '2026-03-02', opens: '09:00', closes: '17:00' }],
      cvDownloadDays: 14,
    });
    fair.clock.set(new Date('2026-03-16T11:29:00Z'));
    await succeeds(download.execute(asCompany(company.id), interview.id));

    fair.clock.set(new Date('2026-03-16T11:30:00Z'));
    const refused = await fails(download.execute(asCompany(company.id), interview.id));
    expect(refused).to.deep.equal({
      kind: 'Forbidden',
      message: "CV downloads ended on Mon 16 Mar, 17:00, 14 days after the fair's last day",
    });
    expect((await fails(fair.use(CompanyCvBundle).execute(asAdmin(), company.id))).message).to.equal(refused.message);
    expect(await fair.store.cvDownloads.countForCompany(company.id)).to.equal(1);
  });

  it('answers 404 for an unknown interview', async () => {
    expect((await fails(download.execute(asAdmin(), anId()))).kind).to.equal('NotFound');
  });
});
