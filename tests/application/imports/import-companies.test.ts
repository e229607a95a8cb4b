import { expect } from 'chai';
import { CommitImport } from '../../../application/imports/commit-import.js';
import { importCommitted } from '../../../application/imports/import-audit.js';
import { PreviewImport } from '../../../application/imports/preview-import.js';
import { UploadImportFile } from '../../../application/imports/upload-import-file.js';
import { UniqueViolation, type CoordinatorRepository } from '../../../application/ports/persistence.js';
import { COMPANY_MESSAGES } from '../../../domain/company.js';
import { IMPORT_MESSAGES } from '../../../domain/import-rows.js';
import { asAdmin } from '../../support/actors.js';
import { aCompanyRow, COMPANY_MAPPING, companiesCsv, type CompanyImportRow } from '../../support/import-files.js';
import { freshFairWorld, succeeds } from '../../support/fair-operations-store.js';
import { queuedMails } from '../allocation/allocation-world.js';

describe('Importing companies', () => {
  const world = freshFairWorld();
  const admin = asAdmin();

  const uploaded = async (rows: readonly CompanyImportRow[]) =>
    (await succeeds(world().use(UploadImportFile).execute(admin, 'companies', companiesCsv(rows)))).draft.id;
  const preview = async (rows: readonly CompanyImportRow[]) =>
    succeeds(
      world()
        .use(PreviewImport)
        .execute(admin, await uploaded(rows), COMPANY_MAPPING, 1),
    );
  const commit = async (rows: readonly CompanyImportRow[], commitImport = world().use(CommitImport)) =>
    succeeds(commitImport.execute(admin, await uploaded(rows), COMPANY_MAPPING));

  it('previews every row that will not be created with its row number and each reason', async () => {
    const existing = await world().company({ username: 'company-p4' });
    const coordinator = await world().coordinatorOf(existing, { email: 'taken@company.test' });
    const rows = [
      aCompanyRow(1, 'p'),
      aCompanyRow(2, 'p', { companyName: '', panels: 'Panel Z' }),
      aCompanyRow(3, 'p', { coordinators: coordinator.email }),
      aCompanyRow(4, 'p'),
      aCompanyRow(5, 'p', { username: 'company-p1' }),
    ];
    const answer = await preview(rows);
    expect(answer).to.include({ rows: 5, valid: 1, existing: 1, invalid: 3, problemCount: 4 });
    expect(answer.problems.map(({ row, kind, reasons }) => [row, kind, reasons])).to.deep.equal([
      [
        3,
        'invalid',
        [COMPANY_MESSAGES.companyNameRequired, `${COMPANY_MESSAGES.unknownPanel}: "Panel Z" is not on it`],
      ],
      [4, 'invalid', [IMPORT_MESSAGES.coordinatorOfOtherAccount(coordinator.email)]],
      [5, 'existing', [IMPORT_MESSAGES.companyExists]],
      [6, 'invalid', [IMPORT_MESSAGES.sameUsernameAs(2)]],
    ]);
  });

  it('creates each valid company with an interview panel per panel it offers and its coordinators, and invites them to choose a password', async () => {
    const rows = [aCompanyRow(1, 'c'), aCompanyRow(2, 'c', { coordinators: '' }), aCompanyRow(3, 'c', { email: '' })];
    const outcome = await commit(rows);
    expect(outcome).to.deep.include({ kind: 'companies', created: 2, coordinators: 2, existing: 0, invalid: 1 });
    const companies = await world().store.companies.list();
    expect(companies.map((company) => company.username)).to.have.members(['company-c1', 'company-c2']);
    const first = companies.find((company) => company.username === 'company-c1')!;
    expect(first).to.deep.include({
      companyName: 'Company C1',
      email: 'hr.c1@company.test',
      panels: ['Software Engineering', 'Quality Assurance'],
      areas: ['AI / SE', 'Management'],
      passwordHash: '',
      walkingStatus: false,
    });
    const panels = await world().store.panels.listByCompany(first.id);
    expect(panels.map((panel) => panel.panelName)).to.have.members(['Software Engineering', 'Quality Assurance']);
    expect(world().events.published.filter((event) => event.kind === 'panel.added')).to.have.length(4);
    const coordinators = await world().store.coordinators.listByCompany(first.id);
    expect(coordinators.map(({ email, name, contactNumber }) => ({ email, name, contactNumber }))).to.deep.equal([
      { email: 'one.c1@company.test', name: 'one.c1', contactNumber: first.contactPersonTP },
      { email: 'two.c1@company.test', name: 'two.c1', contactNumber: first.contactPersonTP },
    ]);
    expect(outcome.createdIds).to.have.length(4);

    const mails = await queuedMails(world());
    expect(mails.map((mail) => mail.to)).to.have.members([
      'hr.c1@company.test',
      'one.c1@company.test',
      'two.c1@company.test',
      'hr.c2@company.test',
    ]);
    const companyMail = mails.find((mail) => mail.to === 'hr.c1@company.test')!;
    expect(companyMail.subject).to.equal('Your career fair portal account is ready');
    expect(companyMail.text).to.include('http://fair.test/company/forgot-password').and.include('company-c1');
    const coordinatorMail = mails.find((mail) => mail.to === 'one.c1@company.test')!;
    expect(coordinatorMail.text).to.include('http://fair.test/coordinator/forgot-password');
    expect(importCommitted(outcome).summary).to.equal(
      'Imported companies: 2 created with 2 coordinators, 0 skipped as existing, 1 invalid',
    );
  });

  it('creates nothing new when the same file is imported again', async () => {
    const rows = [aCompanyRow(1, 'r'), aCompanyRow(2, 'r')];
    await commit(rows);
    await queuedMails(world());
    const again = await commit(rows);
    expect(again).to.deep.include({ created: 0, existing: 2, invalid: 0, coordinators: 0 });
    expect(await world().store.companies.list()).to.have.length(2);
    expect(await world().store.coordinators.list()).to.have.length(4);
    expect(await queuedMails(world())).to.deep.equal([]);
  });

  it('leaves nothing of a row whose coordinator cannot be written, and creates the other rows', async () => {
    const store = world().store.coordinators;
    const failing: CoordinatorRepository = Object.assign(Object.create(store) as CoordinatorRepository, {
      add: async (coordinator: Parameters<CoordinatorRepository['add']>[0]) => {
        if (coordinator.email === 'two.f1@company.test') throw new UniqueViolation('email');
        return store.add(coordinator);
      },
    });
    const outcome = await commit(
      [aCompanyRow(1, 'f'), aCompanyRow(2, 'f')],
      world().use(CommitImport, { coordinators: failing }),
    );
    expect(outcome).to.deep.include({ created: 1, existing: 1, coordinators: 2 });
    expect((await world().store.companies.list()).map((company) => company.username)).to.deep.equal(['company-f2']);
    const [created] = await world().store.companies.list();
    expect((await world().store.panels.list()).every((panel) => panel.companyId === created!.id)).to.equal(true);
    expect((await store.list()).map((coordinator) => coordinator.email)).to.have.members([
      'one.f2@company.test',
      'two.f2@company.test',
    ]);
    expect((await queuedMails(world())).map((mail) => mail.to)).to.not.include('hr.f1@company.test');
  });
});
