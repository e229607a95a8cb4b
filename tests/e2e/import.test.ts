import { expect } from 'chai';
import { EMAIL_MESSAGES } from '../../domain/email.js';
import { IMPORT_MESSAGES } from '../../domain/import-rows.js';
import { aStudentRow, studentsCsv } from '../support/import-files.js';
import { auditScreen } from './support/axe.js';
import { DESKTOP, useE2E } from './support/e2e.js';
import { FIRST_ADMIN } from './support/portal.js';
import { screenshot } from './support/screenshots.js';
import { signInThroughUi } from './support/steps.js';

describe('browser: importing students from a file', function () {
  this.timeout(240_000);
  const e2e = useE2E();

  it('imports a small CSV through the Import screen: columns matched, each bad row named by its number, only the valid ones created; every step accessible at both widths', async () => {
    const page = await e2e().newPage(DESKTOP);
    await signInThroughUi(page, 'admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    await page.getByRole('link', { name: 'Students', exact: true }).click();
    await page.getByRole('link', { name: 'Import students' }).click();
    const problems: string[] = [];
    const readButton = page.getByRole('button', { name: 'Read the file' });
    problems.push(...(await auditScreen(page, 'admin-import-file', () => readButton.waitFor())));

    await readButton.click();
    await page.getByText(IMPORT_MESSAGES.missing).waitFor();

    const rows = [aStudentRow(1, 'e'), aStudentRow(2, 'e', { email: 'not-an-address' }), aStudentRow(3, 'e')];
    const buffer = Buffer.from(studentsCsv(rows));
    await page
      .getByLabel('File', { exact: true })
      .setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer });
    await readButton.click();
    const indexColumn = page.getByLabel('Index number (required)');
    await indexColumn.waitFor();
    expect(await indexColumn.inputValue(), 'the column suggested by its header').to.equal('3');
    problems.push(...(await auditScreen(page, 'admin-import-columns', () => indexColumn.waitFor())));

    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByText(EMAIL_MESSAGES.invalid, { exact: true }).waitFor();
    await page.getByText('3 rows: 2 to create').waitFor();
    const invalidRow = page.getByRole('row').filter({ hasText: EMAIL_MESSAGES.invalid });
    expect(await invalidRow.getByRole('rowheader').textContent(), 'the row number in the file').to.equal('3');
    await screenshot(page, 'admin-import-preview');
    problems.push(
      ...(await auditScreen(page, 'admin-import-preview', () =>
        page.getByText(EMAIL_MESSAGES.invalid).first().waitFor(),
      )),
    );

    await page.getByRole('button', { name: 'Import 2 students' }).click();
    await page.getByText('Import done: 2 created, 0 skipped as existing, 1 invalid.').waitFor();
    problems.push(
      ...(await auditScreen(page, 'admin-import-done', () =>
        page.getByRole('button', { name: 'Import another file' }).waitFor(),
      )),
    );
    expect(problems, `\n${problems.join('\n')}\n`).to.deep.equal([]);

    await page.goto('/admin/students');
    await page.getByText(rows[0]!.email, { exact: true }).first().waitFor();
    await page.getByText(rows[2]!.email, { exact: true }).first().waitFor();
  });
});
