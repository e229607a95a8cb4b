import { expect } from 'chai';
import { ArchiverArchiveWriter } from '../../../adapters/documents/archiver-archive-writer.js';
import { CompanyCvBundle } from '../../../application/downloads/company-cv-bundle.js';
import { EveryCvBundle } from '../../../application/downloads/every-cv-bundle.js';
import { CV_MESSAGES } from '../../../domain/cv.js';
import { aCompany, aCoordinator, anId, anInterview, aStudent } from '../../support/builders.js';
import { readZip, written } from '../../support/downloads-readers.js';
import { asAdmin, asCompany, asCoordinator } from '../../support/actors.js';
import { fails, freshStorePerTest, pdfBytes, succeeds } from '../../support/downloads-store.js';

describe("a company's CV bundle", () => {
  const fair = freshStorePerTest();
  let bundles: CompanyCvBundle;

  beforeEach(() => {
    bundles = fair.use(CompanyCvBundle, { archives: new ArchiverArchiveWriter() });
  });

  const cv = (text: string) => fair.store.files.put(pdfBytes(text), 'application/pdf');

  const given = async () => {
    const company = aCompany({ username: 'acme.ltd' });
    const coordinator = aCoordinator({ companyId: company.id });
    await fair.store.companies.add(company);
    await fair.store.coordinators.add(coordinator);
    const students = [
      aStudent({ indexNumber: '190001?', fullName: 'A. Perera', cvKey: await cv('general-1') }),
      aStudent({
        indexNumber: '1900002',
        fullName: 'B. Silva',
        cvKey: await cv('general-2'),
        companyCvKeys: { [company.id]: await cv('tailored-2') },
      }),
      aStudent({ indexNumber: '1900003', fullName: 'No CV' }),
      aStudent({ indexNumber: '190001*', fullName: 'A. Perera', cvKey: await cv('namesake') }),
      aStudent({ indexNumber: '1900009', fullName: 'Elsewhere', cvKey: await cv('elsewhere') }),
    ];
    for (const student of students) await fair.store.students.add(student);
    const queue = [students[1]!, students[0]!, students[2]!, students[3]!];
    for (const [i, student] of queue.entries()) {
      await fair.store.interviews.add(
        anInterview({ studentId: student.id, companyId: company.id, queue: i + 1, status: 'assigned' }),
      );
    }
    await fair.store.interviews.add(anInterview({ studentId: students[4]!.id, companyId: anId() }));
    return { company, coordinator };
  };

  it('zips one PDF per interviewee with a CV, in queue order, the company copy preferred, safe names made unique', async () => {
    const { company } = await given();
    const bundle = await succeeds(bundles.execute(asAdmin(), company.id));
    expect(bundle.fileName).to.equal('acme.ltd.zip');
    expect(bundle.cvCount).to.equal(3);
    const entries = await readZip(await written((out) => bundle.write(out)));
    expect(entries.map((entry) => entry.name)).to.deep.equal([
      '1900002-B. Silva.pdf',
      '190001_-A. Perera.pdf',
      '190001_-A. Perera-2.pdf',
    ]);
    expect(entries.map((entry) => entry.bytes.toString().split('% ')[1]?.split('\n')[0])).to.deep.equal([
      'tailored-2',
      'general-1',
      'namesake',
    ]);
  });

  it('is for the company and its coordinator too, never for another company', async () => {
    const { company, coordinator } = await given();
    expect((await succeeds(bundles.execute(asCompany(company.id), company.id))).cvCount).to.equal(3);
    expect((await succeeds(bundles.execute(asCoordinator(coordinator.id), company.id))).cvCount).to.equal(3);
    expect((await fails(bundles.execute(asCompany(anId()), company.id))).kind).to.equal('Forbidden');
  });

  it('records one download per CV in it, under who asked, an administrator included', async () => {
    const { company, coordinator } = await given();
    await succeeds(bundles.execute(asCoordinator(coordinator.id), company.id));
    await succeeds(bundles.execute(asAdmin(), company.id));
    expect(await fair.store.cvDownloads.countForCompany(company.id)).to.equal(6);
    const silva = (await fair.store.students.search({ text: '1900002', page: 1, pageSize: 1 })).items[0]!;
    expect(await fair.store.cvDownloads.listForStudent(silva.id)).to.have.deep.members(
      [coordinator.id, asAdmin().id].map((by) => ({
        studentId: silva.id,
        companyId: company.id,
        downloadedAt: fair.clock.now(),
        by,
      })),
    );
  });

  it('answers 404 with a clear message for a company without any CV', async () => {
    const company = aCompany();
    await fair.store.companies.add(company);
    expect(await fails(bundles.execute(asAdmin(), company.id))).to.include({
      kind: 'NotFound',
      message: CV_MESSAGES.noneForCompany,
    });
  });

  it('answers 404 for an unknown company', async () => {
    expect((await fails(bundles.execute(asAdmin(), anId()))).kind).to.equal('NotFound');
  });

  it('leaves out a CV whose file has gone since the bundle was planned', async () => {
    const { company } = await given();
    const bundle = await succeeds(bundles.execute(asAdmin(), company.id));
    const student = (await fair.store.students.search({ text: '1900002', page: 1, pageSize: 1 })).items[0]!;
    await fair.store.files.delete(student.companyCvKeys[company.id]!);
    const entries = await readZip(await written((out) => bundle.write(out)));
    expect(entries.map((entry) => entry.name)).to.deep.equal(['190001_-A. Perera.pdf', '190001_-A. Perera-2.pdf']);
  });

  it("gives every company's bundle for the CLI, empty ones included", async () => {
    const { company } = await given();
    const empty = aCompany();
    await fair.store.companies.add(empty);
    const every = await succeeds(fair.use(EveryCvBundle).execute());
    expect(every.map((bundle) => [bundle.company.id, bundle.cvCount])).to.have.deep.members([
      [company.id, 3],
      [empty.id, 0],
    ]);
  });
});
