import { expect } from 'chai';
import { COMPANY_MESSAGES } from '../../domain/company.js';
import { aCompanyRow, companiesCsv } from '../support/import-files.js';
import { auditScreen } from './support/axe.js';
import { DESKTOP, useE2E } from './support/e2e.js';
import { FIRST_ADMIN } from './support/portal.js';
import { signInThroughUi } from './support/steps.js';

describe('browser: importing companies from a file', function () {
  this.timeout(240_000);
  const e2e = useE2E();

  it('imports a small companies CSV from the Companies page: columns suggested, the bad row named, the valid companies listed', async () => {
    const page = await e2e().newPage(DESKTOP);
    await signInThroughUi(page, 'admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    await page.getByRole('link', { name: 'Companies', exact: true }).click();
    await page.getByRole('link', { name: 'Import companies' }).click();
    await page.getByRole('heading', { name: 'Import companies' }).waitFor();
    const problems: string[] = [];

    const rows = [aCompanyRow(1, 'e'), aCompanyRow(2, 'e', { contactPerson: '' }), aCompanyRow(3, 'e')];
    await page
      .getByLabel('File', { exact: true })
      .setInputFiles({ name: 'companies.csv', mimeType: 'text/csv', buffer: Buffer.from(companiesCsv(rows)) });
    await page.getByRole('button', { name: 'Read the file' }).click();
    const panelsColumn = page.getByLabel('Panels (required)');
    await panelsColumn.waitFor();
    expect(await panelsColumn.inputValue(), 'the column suggested by its header').to.equal('9');
    problems.push(...(await auditScreen(page, 'admin-import-companies-columns', () => panelsColumn.waitFor())));

    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByText('3 rows: 2 to create').waitFor();
    const invalidRow = page.getByRole('row').filter({ hasText: COMPANY_MESSAGES.contactPersonRequired });
    expect(await invalidRow.getByRole('rowheader').textContent(), 'the row number in the file').to.equal('3');
    await page.getByRole('button', { name: 'Download errors' }).waitFor();
    problems.push(
      ...(await auditScreen(page, 'admin-import-companies-preview', () =>
        page.getByText(COMPANY_MESSAGES.contactPersonRequired).first().waitFor(),
      )),
    );

    await page.getByRole('button', { name: 'Import 2 companies' }).click();
    await page.getByText('Import done: 2 created with 4 coordinators, 0 skipped as existing, 1 invalid.').waitFor();
    expect(problems, `\n${problems.join('\n')}\n`).to.deep.equal([]);

    await page.goto('/admin/companies');
    const companies = page.getByRole('table', { name: 'Companies' });
    await companies.getByText(rows[0]!.companyName, { exact: true }).first().waitFor();
    await companies.getByText(rows[2]!.companyName, { exact: true }).first().waitFor();
    expect(await companies.getByText(rows[1]!.companyName, { exact: true }).count()).to.equal(0);
  });
});
