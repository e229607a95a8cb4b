import { expect } from 'chai';
import { ExcelJsSpreadsheetWriter } from '../../../adapters/documents/exceljs-spreadsheet-writer.js';
import { ExportAssessments } from '../../../application/assessments/export-assessments.js';
import { GetAssessment } from '../../../application/assessments/get-assessment.js';
import { SaveAssessment } from '../../../application/assessments/save-assessment.js';
import { DeleteCompany } from '../../../application/companies/delete-company.js';
import { DeleteStudent } from '../../../application/students/delete-student.js';
import { ASSESSMENT_COLUMNS, ASSESSMENTS_SHEET_NAME } from '../../../domain/assessment.js';
import { aCompany, aCoordinator, anId, anInterview, aStudent } from '../../support/builders.js';
import { readSheet, written } from '../../support/downloads-readers.js';
import { asAdmin, asCompany, asCoordinator, asStudent } from '../../support/actors.js';
import { fails, freshStorePerTest, succeeds } from '../../support/downloads-store.js';

const rated = { rating: 4, notes: 'Strong on embedded C', nextStep: 'shortlist' };

describe('candidate notes', () => {
  const fair = freshStorePerTest();
  let save: SaveAssessment;
  let get: GetAssessment;
  let exportAssessments: ExportAssessments;

  beforeEach(() => {
    save = fair.use(SaveAssessment);
    get = fair.use(GetAssessment);
    exportAssessments = fair.use(ExportAssessments, {
      spreadsheets: new ExcelJsSpreadsheetWriter(),
      settings: {
        publicUrl: 'http://fair.test',
        eventTimezone: 'Asia/Colombo',
        scheduleDefaults: { interviewMinutes: 20, bufferMinutes: 10 },
      },
    });
  });

  /** A company with a coordinator and an interviewee, and another company with its own coordinator. */
  const given = async () => {
    const company = aCompany({ companyName: 'Acme', username: 'acme' });
    const coordinator = aCoordinator({ companyId: company.id, name: 'Kamal' });
    const other = aCompany({ companyName: 'Other' });
    const otherCoordinator = aCoordinator({ companyId: other.id });
    const student = aStudent({ fullName: 'N. Perera', indexNumber: '1900001' });
    const interview = anInterview({ studentId: student.id, companyId: company.id, queue: 1 });
    for (const c of [company, other]) await fair.store.companies.add(c);
    for (const c of [coordinator, otherCoordinator]) await fair.store.coordinators.add(c);
    await fair.store.students.add(student);
    await fair.store.interviews.add(interview);
    return { company, coordinator, other, otherCoordinator, student, interview };
  };

  it('a coordinator rates an interviewee; the company reads it back with who saved it and when', async () => {
    const { company, coordinator, interview, student } = await given();

    await succeeds(save.execute(asCoordinator(coordinator.id), interview.id, rated));

    expect(await succeeds(get.execute(asCompany(company.id), interview.id))).to.deep.equal({
      interviewId: interview.id,
      companyId: company.id,
      studentId: student.id,
      rating: 4,
      notes: 'Strong on embedded C',
      nextStep: 'shortlist',
      updatedAt: fair.clock.now(),
      updatedBy: { id: coordinator.id, role: 'coordinator', name: 'Kamal' },
    });
  });

  it('saving again replaces the assessment and its author', async () => {
    const { company, coordinator, interview } = await given();
    await succeeds(save.execute(asCoordinator(coordinator.id), interview.id, rated));
    fair.clock.advance(60_000);

    await succeeds(save.execute(asCompany(company.id), interview.id, { rating: 2, notes: '', nextStep: 'reject' }));

    const saved = await succeeds(get.execute(asCoordinator(coordinator.id), interview.id));
    expect(saved).to.include({ rating: 2, notes: '', nextStep: 'reject' });
    expect(saved?.updatedBy).to.deep.equal({ id: company.id, role: 'company', name: 'Acme' });
    expect(saved?.updatedAt).to.deep.equal(fair.clock.now());
  });

  it('is null before anyone assessed the interviewee', async () => {
    const { company, interview } = await given();
    expect(await succeeds(get.execute(asCompany(company.id), interview.id))).to.equal(null);
  });

  it("refuses another company, another company's coordinator, the student and an admin, reading or writing", async () => {
    const { other, otherCoordinator, student, interview, coordinator } = await given();
    await succeeds(save.execute(asCoordinator(coordinator.id), interview.id, rated));

    for (const actor of [asCompany(other.id), asCoordinator(otherCoordinator.id), asStudent(student.id), asAdmin()]) {
      expect((await fails(get.execute(actor, interview.id))).kind).to.equal('Forbidden');
      expect((await fails(save.execute(actor, interview.id, rated))).kind).to.equal('Forbidden');
    }
  });

  it('is NotFound for an interview that does not exist', async () => {
    const { company } = await given();
    expect((await fails(get.execute(asCompany(company.id), anId()))).kind).to.equal('NotFound');
  });

  it("refuses a rating out of range with the domain's message on its field, and stores nothing", async () => {
    const { company, interview } = await given();
    const error = await fails(save.execute(asCompany(company.id), interview.id, { ...rated, rating: 6 }));

    expect(error).to.deep.include({ kind: 'Validation', message: 'Choose a rating from 1 to 5' });
    expect(await fair.store.assessments.findByInterview(interview.id)).to.equal(null);
  });

  it("exports the company's interviewees with their assessments, for a coordinator too, never another company's", async () => {
    const { company, coordinator, interview, other, student } = await given();
    const unrated = aStudent({ fullName: 'K. Silva', indexNumber: '1900002' });
    await fair.store.students.add(unrated);
    await fair.store.interviews.add(anInterview({ studentId: unrated.id, companyId: company.id, queue: 2 }));
    const elsewhere = anInterview({ studentId: unrated.id, companyId: other.id });
    await fair.store.interviews.add(elsewhere);
    await succeeds(save.execute(asCoordinator(coordinator.id), interview.id, rated));
    await succeeds(save.execute(asCompany(other.id), elsewhere.id, { rating: 1, notes: 'secret', nextStep: 'reject' }));

    const workbook = await succeeds(exportAssessments.execute(asCoordinator(coordinator.id)));
    const sheet = await readSheet(await written((out) => workbook.write(out)), ASSESSMENTS_SHEET_NAME);

    expect(workbook.fileName).to.equal('acme-assessments.xlsx');
    expect(sheet.rows[0]).to.deep.equal([...ASSESSMENT_COLUMNS]);
    // Empty cells read back as holes.
    const firstCells = (row: unknown[]) => Array.from({ length: 8 }, (_, i) => row[i] ?? '');
    expect(sheet.rows.slice(1).map(firstCells)).to.deep.equal([
      ['1900001', 'N. Perera', student.email, 'selected', '', 4, 'Shortlist', 'Strong on embedded C'],
      ['1900002', 'K. Silva', unrated.email, 'selected', '', '', '', ''],
    ]);
  });

  it('exports nothing for a student or an admin', async () => {
    const { student } = await given();
    expect((await fails(exportAssessments.execute(asStudent(student.id)))).kind).to.equal('Forbidden');
    expect((await fails(exportAssessments.execute(asAdmin()))).kind).to.equal('Forbidden');
  });

  it('keep only their rating and next step, no notes, when the student is erased, and go with the company when it is deleted', async () => {
    const { company, coordinator, interview, other, student } = await given();
    const { store } = fair;
    const otherInterview = anInterview({ studentId: aStudent().id, companyId: other.id });
    await store.interviews.add(otherInterview);
    await succeeds(save.execute(asCoordinator(coordinator.id), interview.id, rated));
    await succeeds(save.execute(asCompany(other.id), otherInterview.id, rated));

    await succeeds(fair.use(DeleteStudent).execute(asAdmin(), student.id));
    await succeeds(fair.use(DeleteCompany).execute(asAdmin(), other.id));

    const kept = await store.assessments.listByCompany(company.id);
    expect(kept.map(({ rating, notes, nextStep }) => ({ rating, notes, nextStep }))).to.deep.equal([
      { rating: rated.rating, notes: '', nextStep: rated.nextStep },
    ]);
    expect(await store.assessments.listByCompany(other.id)).to.deep.equal([]);
  });
});
