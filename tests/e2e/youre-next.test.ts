import { expect } from 'chai';
import { auditScreen, axeViolations } from './support/axe.js';
import { DESKTOP, useE2E } from './support/e2e.js';
import { Fair } from './support/fair.js';
import { UPDATES_LIVE } from './support/live.js';
import { screenshot } from './support/screenshots.js';
import { nextAlert, signInThroughUi } from './support/steps.js';

/** The portal tells within a second; chromium and the portal share a busy machine here. */
const PUSHED = { timeout: 10_000 } as const;

/** Records every browser notification the page shows, before the browser shows it. Plain text: no helpers of tsx. */
const RECORD_NOTIFICATIONS = `
  window.__notifications = [];
  const Shown = window.Notification;
  window.Notification = class extends Shown {
    constructor(title, options) {
      window.__notifications.push({ title, body: options && options.body });
      super(title, options);
    }
  };
`;

describe('browser: "you\'re next" and the interview e-mails switch', function () {
  this.timeout(180_000);
  const e2e = useE2E();

  it('tells the student in a banner, wherever they are in the student area, and by a browser notification once allowed; the Account page turns interview e-mails off', async function () {
    const fair = new Fair(e2e().portal);
    const { company, students } = await fair.companyWithInterviewees('Nova Dynamics', '23510');
    const [nimal, sanduni] = students;
    await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni] });
    await fair.setTime(company, sanduni.interviewId, '2026-03-14', '10:30');

    const context = await e2e().newContext();
    await context.addInitScript({ content: RECORD_NOTIFICATIONS });
    const page = await context.newPage();
    await signInThroughUi(page, 'student', sanduni.email, sanduni.password);
    await page.getByRole('link', { name: 'Interviews' }).click();
    await page.getByText(UPDATES_LIVE).waitFor();
    const allow = page.getByRole('button', { name: "Notify me when I'm next" });
    const problems = await auditScreen(page, 'student-interviews-notifications', () => allow.waitFor());
    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ colorScheme: 'light' });
    await context.grantPermissions(['notifications']);
    await allow.click();
    await page.getByText('Browser notifications are on').waitFor();

    await page.getByRole('link', { name: 'Account', exact: true }).click();
    const emails = page.getByRole('switch', { name: "E-mail me before each interview and when I'm next" });
    problems.push(...(await auditScreen(page, 'student-account-interview-emails', () => emails.waitFor())));
    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ colorScheme: 'light' });

    await fair.move(company, nimal.interviewId, 'ongoing');

    const banner = page.getByRole('status', { name: 'Your turn' }).filter({ hasText: "You're next" });
    await banner
      .getByText('You are next at Nova Dynamics (Panel A). Please make your way to the panel now. Your time: 10:30.')
      .waitFor(PUSHED);
    problems.push(...(await axeViolations(page)).map((violation) => `the "you're next" banner: ${violation}`));
    await screenshot(page, 'student-youre-next-banner');
    const notified = await page.evaluate(() => (window as unknown as { __notifications: unknown[] }).__notifications);
    expect(notified).to.deep.equal([
      {
        title: "You're next",
        body: 'You are next at Nova Dynamics (Panel A). Please make your way to the panel now. Your time: 10:30.',
      },
    ]);
    expect(problems).to.deep.equal([]);

    expect(await emails.isChecked()).to.equal(true);
    await emails.click();
    await nextAlert(page, 'Interview e-mails are off');
    expect(await emails.isChecked()).to.equal(false);
    await page.reload();
    await emails.waitFor();
    expect(await emails.isChecked(), 'the choice is kept by the server').to.equal(false);
  });
});
