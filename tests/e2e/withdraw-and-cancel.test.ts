import { expect } from 'chai';
import { auditScreen } from './support/axe.js';
import { DESKTOP, useE2E } from './support/e2e.js';
import { Fair } from './support/fair.js';
import { signInAsCoordinator } from './support/coordinator-steps.js';
import { screenshot } from './support/screenshots.js';
import { nextAlert, signInThroughUi } from './support/steps.js';

interface AuditPageAnswer {
  readonly items: readonly { readonly action: string; readonly role: string; readonly summary: string }[];
}

describe('browser: withdrawing from and cancelling an interview', function () {
  this.timeout(240_000);
  const e2e = useE2E();

  it('a student withdrawing (after a dialog with a reason) and the first reserve offered the place and taking it, both seeing it live', async function () {
    const fair = new Fair(e2e().portal);
    const admin = await fair.admin();
    await fair.api.ok('POST', '/admin/fair-settings', { token: admin, json: {} });
    const company = await fair.company('Harbour Logistics', { numberOfInterviews: 1 });
    const placed = await fair.student({ commonName: 'Kasun', indexNumber: '23740A' });
    const waiting = await fair.student({ commonName: 'Nadeesha', indexNumber: '23740B' });
    for (const student of [placed, waiting]) await fair.submitSelection(student, [{ company }]);
    await fair.api.ok('POST', '/admin/allocate', { token: admin, json: { dryRun: false } });

    const reservePage = await e2e().newPage();
    await signInThroughUi(reservePage, 'student', waiting.email, waiting.password);
    await reservePage.getByRole('link', { name: 'Interviews' }).click();
    await reservePage.getByRole('heading', { name: 'Upcoming' }).waitFor();

    const page = await e2e().newPage();
    await signInThroughUi(page, 'student', placed.email, placed.password);
    await page.getByRole('link', { name: 'Interviews' }).click();
    await page.getByRole('button', { name: 'Withdraw from Harbour Logistics' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw from Harbour Logistics?' });
    const problems = await auditScreen(page, 'student-withdraw-dialog', () => dialog.waitFor());
    await page.setViewportSize(DESKTOP);
    await dialog.getByLabel('Reason (optional)').fill('I accepted an offer elsewhere');
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await nextAlert(page, 'You withdrew from the interview with Harbour Logistics');
    await dialog.waitFor({ state: 'hidden' });
    await reservePage.getByRole('button', { name: 'Accept the place at Harbour Logistics' }).click();
    await nextAlert(reservePage, 'You accepted the place at Harbour Logistics: you have an interview with it');
    await nextAlert(
      reservePage,
      'A place freed up at Harbour Logistics and you were first on its reserve list: you have an interview with Harbour Logistics.',
    );
    await reservePage.getByText('Waiting for a panel: Harbour Logistics.').waitFor();
    await screenshot(reservePage, 'student-promoted-after-withdrawal');
    const earlier = page.getByRole('region', { name: 'Earlier today' });
    await earlier.getByText('You withdrew: I accepted an offer elsewhere').waitFor();
    problems.push(...(await auditScreen(page, 'student-interviews-withdrawn', () => earlier.waitFor())));
    await screenshot(page, 'student-withdrawn');

    const log = await fair.api.ok<AuditPageAnswer>('GET', '/admin/audit', { token: admin });
    expect(log.items[0]).to.deep.include({
      action: 'interview.withdrawn',
      role: 'student',
      summary: `${placed.fullName} (23740A) withdrew from the interview with Harbour Logistics: I accepted an offer elsewhere`,
    });
    expect(problems).to.deep.equal([]);
  });

  it('a coordinator cancelling an interview after a confirmation, the student seeing it at once', async function () {
    const fair = new Fair(e2e().portal);
    const company = await fair.company('Lagoon Systems');
    const student = await fair.student({ commonName: 'Ishara', indexNumber: '23750A' });
    await fair.submitSelection(student, [{ company }]);
    await fair.createInterview(student, company);

    const studentPage = await e2e().newPage();
    await signInThroughUi(studentPage, 'student', student.email, student.password);
    await studentPage.getByRole('link', { name: 'Interviews' }).click();
    await studentPage.getByText('Waiting for a panel: Lagoon Systems.').waitFor();

    const page = await e2e().newPage();
    await signInAsCoordinator(page, company);
    const cancel = page.getByRole('button', { name: 'Cancel interview of K. Ishara' }).first();
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: 'Cancel the interview of K. Ishara?' });
    const problems = await auditScreen(page, 'coordinator-cancel-dialog', () => dialog.waitFor());
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: 'Cancel interview' }).click();
    await nextAlert(page, `Interview of ${student.fullName} cancelled`);

    await studentPage
      .getByRole('region', { name: 'Earlier today' })
      .getByText('Cancelled by the company or the organizers')
      .waitFor();
    await screenshot(studentPage, 'student-interview-cancelled');
    expect(problems).to.deep.equal([]);
  });
});
