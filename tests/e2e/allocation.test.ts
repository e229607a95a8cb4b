import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { formatEventDate, formatEventDateTime, formatEventTime } from '../../domain/event-time.js';
import { auditScreen } from './support/axe.js';
import { DESKTOP, useE2E } from './support/e2e.js';
import { Fair } from './support/fair.js';
import { FIRST_ADMIN } from './support/portal.js';
import { screenshot } from './support/screenshots.js';
import { nextAlert, signInThroughUi } from './support/steps.js';

interface FairSettingsAnswer {
  readonly selectionOpensAt: string | null;
  readonly selectionClosesAt: string | null;
  readonly allowedEmailDomains: readonly string[];
  readonly fairDays: readonly unknown[];
  readonly interviewMinutes: number;
  readonly bufferMinutes: number;
  readonly offerHoursBeforeFair: number;
  readonly offerMinutesOnFairDay: number;
}

/** The page back at its usual size and colours after an audit's tour of them. */
const restore = async (page: Page) => {
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ colorScheme: 'light' });
};

const ZONE = 'Asia/Colombo';

describe('browser: the fair settings and the automatic allocation', function () {
  this.timeout(240_000);
  const e2e = useE2E();

  it('saves the selection window on the event clock, the allowed domains and the interview length from Fair Settings (refusing one out of bounds); the student sees the window and a countdown', async function () {
    const fair = new Fair(e2e().portal);
    const student = await fair.student({ commonName: 'Tharushi', indexNumber: '23710A' });
    const opensAt = new Date(Math.floor(Date.now() / 86_400_000 - 1) * 86_400_000);
    const closesAt = new Date(Math.floor(Date.now() / 86_400_000 + 3) * 86_400_000 + 11.5 * 3_600_000);

    const page = await e2e().newPage();
    await signInThroughUi(page, 'admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    await page.getByRole('link', { name: 'Fair Settings' }).click();
    const save = page.getByRole('button', { name: 'Save Settings' });
    const problems = await auditScreen(page, 'admin-fair-settings', () => save.waitFor());
    await restore(page);
    await page.getByLabel('Opens on').fill(formatEventDate(opensAt, ZONE));
    await page.getByLabel('Opens at').fill(formatEventTime(opensAt, ZONE));
    await page.getByLabel('Closes on').fill(formatEventDate(closesAt, ZONE));
    await page.getByLabel('Closes at').fill(formatEventTime(closesAt, ZONE));
    await page.getByLabel('E-mail domains allowed to sign up (empty: any)').fill('uni.test, @Alumni.Uni.Test');
    const length = page.getByLabel('An interview lasts (minutes)');
    const buffer = page.getByLabel("Between a student's interviews (minutes)");
    expect([await length.inputValue(), await buffer.inputValue()]).to.deep.equal(['25', '5']);
    await length.fill('4');
    await buffer.fill('121');
    await save.click();
    const tooShort = page.getByText('An interview lasts a whole number of minutes from 5 to 240');
    problems.push(
      ...(await auditScreen(page, 'admin-fair-settings-refused', () =>
        Promise.all([
          tooShort.waitFor(),
          page
            .getByText("The time between a student's interviews is a whole number of minutes from 0 to 120")
            .waitFor(),
        ]),
      )),
    );
    await restore(page);
    await length.fill('30');
    await buffer.fill('10');
    await page.getByLabel("Time to answer before the fair's days (hours)").fill('3');
    await page.getByLabel("Time to answer on the fair's days (minutes)").fill('15');
    await save.click();
    await nextAlert(page, 'Fair settings saved');
    await screenshot(page, 'admin-fair-settings-saved');

    const saved = await fair.api.ok<FairSettingsAnswer>('GET', '/admin/fair-settings', { token: await fair.admin() });
    expect(saved).to.deep.equal({
      selectionOpensAt: opensAt.toISOString(),
      selectionClosesAt: closesAt.toISOString(),
      allowedEmailDomains: ['uni.test', 'alumni.uni.test'],
      fairDays: [],
      interviewMinutes: 30,
      bufferMinutes: 10,
      offerHoursBeforeFair: 3,
      offerMinutesOnFairDay: 15,
      strikeDays: 365,
      retentionDays: 180,
      cvDownloadDays: 14,
    });

    const studentPage = await e2e().newPage();
    await signInThroughUi(studentPage, 'student', student.email, student.password);
    await studentPage.getByRole('link', { name: 'Companies', exact: true }).click();
    const notice = studentPage.getByText(`Selections close at ${formatEventDateTime(closesAt, ZONE)} (${ZONE})`);
    problems.push(...(await auditScreen(studentPage, 'student-companies-window', () => notice.waitFor())));
    await restore(studentPage);
    await studentPage.getByText(/^Closes in \d+ d \d+ h \d+ min$/).waitFor();
    await screenshot(studentPage, 'student-companies-window');
    expect(problems).to.deep.equal([]);
  });

  it('plans the allocation in a dialog from Company Select (places, new interviews, reserve lists), then applies it', async function () {
    const fair = new Fair(e2e().portal);
    await fair.api.ok('POST', '/admin/fair-settings', { token: await fair.admin(), json: {} });
    const company = await fair.company('Nimbus Analytics');
    const students = [
      await fair.student({ commonName: 'Dinuka', indexNumber: '23720A' }),
      await fair.student({ commonName: 'Hiruni', indexNumber: '23720B' }),
    ];
    for (const student of students) await fair.submitSelection(student, [{ company }]);

    const page = await e2e().newPage();
    await signInThroughUi(page, 'admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    await page.getByRole('link', { name: 'Company Select' }).click();
    await page.getByRole('button', { name: 'Allocate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Allocation plan' });
    const row = dialog.getByRole('row', { name: /Nimbus Analytics/ });
    // A table row at 1280 px, a card on a phone.
    const card = dialog.getByRole('listitem').filter({ hasText: 'Nimbus Analytics' });
    const problems = await auditScreen(page, 'admin-allocation-plan', () => row.or(card).waitFor());
    await restore(page);
    expect(await row.getByRole('cell').allInnerTexts()).to.deep.equal(['20', '0', '2', '0', '—']);
    await screenshot(page, 'admin-allocation-plan');

    await dialog.getByRole('button', { name: 'Apply' }).click();
    await nextAlert(page, 'Allocation applied: 2 interviews created');
    await dialog.waitFor({ state: 'hidden' });
    const interviews = await fair.api.ok<{ company: { _id: string } }[]>('GET', '/admin/all-for-admin', {
      token: await fair.admin(),
    });
    expect(interviews.filter((interview) => interview.company._id === company.id)).to.have.length(2);
    expect(problems).to.deep.equal([]);
  });
});
