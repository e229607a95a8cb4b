import { expect } from 'chai';
import ExcelJS from 'exceljs';
import { COMPANY_MESSAGES } from '../../domain/company.js';
import { IMPORT_MESSAGES } from '../../domain/import-rows.js';
import { readOutbox, waitForMail } from '../e2e/support/outbox.js';
import { aCompanyRow, COMPANY_MAPPING, companiesCsv } from '../support/import-files.js';
import { importCalls } from '../support/import-calls.js';
import { FIRST_ADMIN, startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';
import { readPinMail } from '../support/student-accounts.js';

describe('Importing companies from a file over HTTP', () => {
  let portal: TestPortal, admin: string, calls: ReturnType<typeof importCalls>;

  beforeEach(async () => {
    ({ portal, admin } = await startPortalWithFirstAdmin());
    calls = importCalls(portal, admin, 'companies', COMPANY_MAPPING);
  });
  afterEach(() => portal.dispose());

  const companyCount = async () => (await portal.api.get<unknown[]>('/company', admin)).body.data.length;

  it('suggests the columns, previews the bad rows, commits the valid ones with one audit entry, and a second import creates nothing', async () => {
    const rows = [
      aCompanyRow(1, 'h'),
      aCompanyRow(2, 'h', { contactPerson: '' }),
      aCompanyRow(3, 'h', { coordinators: FIRST_ADMIN.email }),
      aCompanyRow(4, 'h', { coordinators: '' }),
    ];
    const draft = await calls.uploaded(companiesCsv(rows));
    expect(draft).to.deep.include({ kind: 'companies', mapping: COMPANY_MAPPING });
    const previewed = await calls.preview(draft.draftId);
    expect(previewed.body.data).to.include({ valid: 2, existing: 0, invalid: 2 });
    expect(previewed.body.data.problems).to.deep.equal([
      { row: 3, kind: 'invalid', reasons: [COMPANY_MESSAGES.contactPersonRequired] },
      { row: 4, kind: 'invalid', reasons: [IMPORT_MESSAGES.coordinatorOfOtherAccount(FIRST_ADMIN.email)] },
    ]);

    const download = await portal.api.download(`/admin/import/${draft.draftId}/errors`, admin, {
      mapping: JSON.stringify(COMPANY_MAPPING),
    });
    expect(download.status).to.equal(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(download.bytes).buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).to.equal(3);
    expect(sheet.getRow(2).getCell(1).value).to.equal(3);
    expect(String(sheet.getRow(2).getCell(sheet.columnCount).value)).to.equal(COMPANY_MESSAGES.contactPersonRequired);

    const mailsBefore = (await readOutbox(portal.dataDir)).length;
    const committed = await calls.commit(draft.draftId);
    expect(committed.status, committed.body.message).to.equal(200);
    expect(committed.body.data).to.deep.equal({
      kind: 'companies',
      created: 2,
      existing: 0,
      invalid: 2,
      coordinators: 2,
    });
    expect(await companyCount()).to.equal(2);
    const coordinators = (await portal.api.get<{ email: string }[]>('/coordinator/all', admin)).body.data;
    expect(coordinators.map((coordinator) => coordinator.email)).to.have.members([
      'one.h1@company.test',
      'two.h1@company.test',
    ]);
    const invitation = await waitForMail(portal.dataDir, 'hr.h1@company.test', mailsBefore);
    expect(invitation.text).to.include('/company/forgot-password');
    const [entry, ...others] = await calls.importEntries();
    expect(others).to.deep.equal([]);
    expect(entry!.summary).to.equal(
      'Imported companies: 2 created with 2 coordinators, 0 skipped as existing, 2 invalid',
    );

    const again = await calls.commit((await calls.uploaded(companiesCsv(rows))).draftId);
    expect(again.body.data).to.deep.include({ created: 0, existing: 2, invalid: 2 });
    expect(await companyCount()).to.equal(2);
  });

  it('lets an imported company choose its password through forgot password, by its username, and sign in', async () => {
    const row = aCompanyRow(7, 'p');
    expect((await calls.commit((await calls.uploaded(companiesCsv([row]))).draftId)).status).to.equal(200);
    expect((await portal.api.post('/company/send-confirmation-code', { username: row.username })).status).to.equal(200);
    const pin = await readPinMail(portal, row.email);
    const grant = await portal.api.post<{ token: string }>('/company/confirm-code', {
      username: row.username,
      token: pin,
    });
    expect(grant.status, grant.body.message).to.equal(200);
    const reset = await portal.api.post('/company/reset-password', {
      password: 'chosen-secret',
      token: grant.body.data.token,
    });
    expect(reset.status, reset.body.message).to.equal(200);
    expect(await portal.api.signInCompany(row.username, 'chosen-secret')).to.be.a('string');
  });
});
