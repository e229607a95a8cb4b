import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { PIN_LENGTH } from '../../domain/forgot-password.js';
import { CONFIRM_DELETE, CONFIRM_EMAIL_TITLE } from '../../ui/src/screen-texts.js';
import { ROLE_SIGN_IN_PATHS } from '../../domain/role.js';
import { auditScreen } from './support/axe.js';
import { activationLink } from './support/confirm.js';
import { PortalApi, formOf } from './support/api.js';
import { followHeaderLink, region, rowOf, signInAsCompany, signInAsCoordinator } from './support/coordinator-steps.js';
import { useE2E } from './support/e2e.js';
import { Fair, type FairCompany, type FairInterviewee, type FairStudent } from './support/fair.js';
import { FIRST_ADMIN } from './support/portal.js';
import { outboxSize, pinIn, waitForMail } from './support/outbox.js';
import { signInThroughUi } from './support/steps.js';

/*
 * Every screen of every role, with the data a fair day gives it, at 1280×800 and on a phone (390×844)
 * in the light and the dark colour scheme: no serious or critical axe-core violation, nothing
 * off-screen, cut off or hidden in a box that scrolls sideways, no table header cell cut; and at
 * 320 px the page reflows without scrolling sideways.
 */
describe('browser: every screen is usable by everyone, at 1280 px and on a phone, light and dark', function () {
  this.timeout(480_000);
  const e2e = useE2E();

  let fair: Fair;
  let helix: FairCompany;
  let lumen: FairCompany;
  let interviewees: readonly FairInterviewee[];
  let chamod: FairStudent;
  let panelA: string;

  before(async function () {
    this.timeout(120_000);
    fair = new Fair(e2e().portal);
    const desk = await fair.companyWithInterviewees('Helix Robotics and Automation', '23120', { withCv: true });
    helix = desk.company;
    interviewees = desk.students;
    const [nimal, sanduni, kasun] = desk.students;
    lumen = await fair.company('Lumen Power and Energy Solutions', {
      tags: ['Energy', 'Power Systems', 'Renewables'],
      panels: ['Power and Energy', 'Artificial Intelligence Machine Learning and Data Science'],
      areas: ['Power Systems', 'AI / SE', 'Automation'],
    });
    const orbit = await fair.company('Orbit Systems', { tags: ['Embedded', 'Robotics'] });
    await fair.placeInPanels(helix, { 'Panel A': [nimal, sanduni], 'Panel B': [kasun] });
    await fair.setTime(helix, nimal.interviewId, '2026-03-14', '09:30');
    await fair.setTime(helix, sanduni.interviewId, '2026-03-14', '10:00');
    await fair.move(helix, nimal.interviewId, 'ongoing');
    await fair.move(helix, kasun.interviewId, 'ongoing');
    await fair.move(helix, kasun.interviewId, 'finished');
    await fair.describe(nimal, {
      description: 'Final-year student of electrical engineering who builds robot controllers.',
      linkedInURL: 'https://www.linkedin.com/in/nimal-fernando',
      githubURL: 'https://github.com/nimal-fernando',
    });

    chamod = await fair.student({ commonName: 'Chamod', indexNumber: '200003C', withCv: true });
    await fair.describe(chamod, {
      description: 'Enjoys data pipelines and embedded Linux.',
      linkedInURL: 'https://www.linkedin.com/in/chamod',
      githubURL: 'https://github.com/chamod',
    });
    await fair.submitSelection(chamod, [{ company: lumen }, { company: orbit }, { company: helix }]);
    const lumenInterview = await fair.createInterview(chamod, lumen);
    await fair.openWalkIn(helix, true);
    await fair.openWalkIn(orbit, true);
    await fair.takeWalkIn(helix, chamod);
    const lumenId = await fair.panel(lumen, 'Power and Energy');
    await fair.assign(lumen, lumenInterview, lumenId);
    await fair.setTime(lumen, lumenInterview, '2026-03-14', '11:15');
    panelA = await fair.panelId(helix, 'Panel A');
  });

  /** Audits the screens one after another in the same page and fails once with every problem found. */
  const auditor = (page: Page) => {
    const problems: string[] = [];
    return {
      /** `ready` is what shows once the screen has its data, or the steps that bring it up. */
      async screen(name: string, ready: Locator | (() => Promise<unknown>)) {
        const shown = typeof ready === 'function' ? ready : () => ready.first().waitFor();
        problems.push(...(await auditScreen(page, name, shown)));
      },
      verdict() {
        expect(problems.length, `\n${problems.join('\n')}\n`).to.equal(0);
      },
    };
  };

  /** Schedule all unscheduled's preview, opened unless it is open already (it stays open through a resize). */
  const openSchedulePreview = async (page: Page) => {
    const dialog = page.getByRole('dialog', { name: 'Schedule preview' });
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Schedule all unscheduled' }).click();
    await dialog.getByRole('button', { name: 'Apply' }).waitFor();
  };

  /** A screen that is a panel's schedule to hand out, as its day's table shows it. */
  const panelSchedule = (page: Page) => page.getByRole('table', { name: /^Panel A, / }).first();

  /** The area's own "page not found", under its header. */
  const areaNotFound = async (page: Page, audit: ReturnType<typeof auditor>, area: string) => {
    await page.goto(`/${area}/no-such-screen`);
    await audit.screen(`${area}-not-found`, async () => {
      await page.getByRole('button', { name: 'Account menu' }).waitFor();
      await page.getByRole('link', { name: 'Back to Home' }).waitFor();
    });
  };

  it('the public screens: every sign-in, sign-up, e-mail confirmation, the forgot-password steps and 404', async () => {
    const page = await e2e().newPage();
    const audit = auditor(page);
    for (const role of ['student', 'admin', 'coordinator', 'company'] as const) {
      await page.goto(ROLE_SIGN_IN_PATHS[role]);
      await audit.screen(`${role}-sign-in`, page.getByRole('button', { name: 'Sign in' }));
    }
    for (const role of ['admin', 'coordinator', 'company'] as const) {
      await page.goto(`/${role}/forgot-password`);
      await audit.screen(`${role}-forgot-password`, page.getByRole('button', { name: 'Send PIN' }));
    }
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await audit.screen('student-sign-in-invalid', page.getByText('Email', { exact: true }));

    await page.goto('/sign-up');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await audit.screen('sign-up-invalid', page.getByText('Common name is required'));

    const newcomer = 'ishara@uni.test';
    await new PortalApi(e2e().portal.url).ok('POST', '/student/create', {
      form: formOf({
        email: newcomer,
        fullName: 'I. Perera',
        title: 'Miss',
        commonName: 'Ishara',
        indexNumber: '200099I',
        password: 'ishara-secret',
      }),
    });
    const link = await activationLink(e2e().portal, newcomer);
    await page.goto(`${link.pathname}${link.search}`);
    await audit.screen('verify-email-success', page.getByRole('link'));
    await page.goto('/verify-email?email=nobody%40uni.test&token=not-a-token');
    await audit.screen('verify-email-invalid', page.getByRole('link'));

    await page.goto('/forgot-password');
    await audit.screen('forgot-password-email', page.getByRole('button', { name: 'Send PIN' }));
    await page.getByLabel('Email').fill(chamod.email);
    const before = await outboxSize(e2e().portal.dataDir);
    await page.getByRole('button', { name: 'Send PIN' }).click();
    await audit.screen('forgot-password-pin', page.getByLabel('PIN'));
    const pin = pinIn(await waitForMail(e2e().portal.dataDir, chamod.email, before), PIN_LENGTH);
    await page.getByLabel('PIN').fill(pin);
    await page.getByRole('button', { name: 'Verify PIN' }).click();
    await audit.screen('forgot-password-new-password', page.getByLabel('New Password'));

    await new PortalApi(e2e().portal.url).ok('POST', '/student/create', {
      form: formOf({
        email: 'tharushi@uni.test',
        fullName: 'T. Silva',
        title: 'Miss',
        commonName: 'Tharushi',
        indexNumber: '200098T',
        password: 'tharushi-secret',
      }),
    });
    await page.goto('/');
    await page.getByLabel('Email', { exact: true }).fill('tharushi@uni.test');
    await page.getByLabel('Password', { exact: true }).fill('tharushi-secret');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await audit.screen('confirm-the-email', page.getByRole('dialog', { name: CONFIRM_EMAIL_TITLE }));
    await page.keyboard.press('Escape');

    await page.goto('/recruiter/accept?token=an-invitation-token');
    await audit.screen('recruiter-accept', page.getByRole('button', { name: 'Set Password' }));
    await page.getByRole('button', { name: 'Set Password' }).click();
    await audit.screen('recruiter-accept-invalid', page.getByText('Please input password!').first());

    await page.goto('/no/such/page');
    await audit.screen('not-found', page.getByRole('link', { name: 'Back to Home' }));
    await page.goto('/accessibility');
    await audit.screen('accessibility-statement', page.getByRole('link', { name: 'Back to sign in' }));
    audit.verdict();
  });

  it('the admin screens: dashboard with the live fair, companies with the company form, students, coordinators, company select, interviews, audit log, fair settings, the fairs with the dialog making the next one, panel schedules, messages, not found, the accessibility statement', async () => {
    const page = await e2e().newPage();
    await signInThroughUi(page, 'admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    const audit = auditor(page);
    await audit.screen('admin-dashboard', page.locator('[data-chart="demand"] svg').first());
    await audit.screen('admin-account-menu', async () => {
      const logout = page.getByRole('button', { name: 'Logout' });
      if (!(await logout.isVisible())) await page.getByRole('button', { name: 'Account menu' }).click();
      await logout.waitFor();
    });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add Admin' }).click();
    await audit.screen('admin-add-admin', page.getByRole('dialog', { name: 'Add Admin' }).getByLabel('Email'));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.goto('/admin/companies');
    await audit.screen('admin-companies', page.getByText(lumen.companyName, { exact: true }));
    await page.getByRole('button', { name: 'Add a Company' }).click();
    await audit.screen('admin-add-company', page.getByRole('dialog').getByLabel('Company Name'));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Edit ${helix.companyName}` }).click();
    await audit.screen('admin-edit-company', page.getByRole('dialog').getByLabel('Company Name'));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The popover is placed beside its button as the window is now: it is opened afresh in each.
    const deleteLumen = page.getByRole('button', { name: `Delete ${lumen.companyName}` });
    await audit.screen('admin-delete-company', async () => {
      await page.keyboard.press('Escape');
      await page.getByText(CONFIRM_DELETE).waitFor({ state: 'detached' });
      await deleteLumen.click();
      await page.getByText(CONFIRM_DELETE).waitFor();
    });
    await page.keyboard.press('Escape');

    await page.goto('/admin/students');
    await audit.screen('admin-students', page.getByText(chamod.indexNumber, { exact: true }));
    await page.goto('/admin/coordinators');
    await audit.screen('admin-coordinators', page.getByText(helix.coordinator.email, { exact: true }));
    await page.getByRole('button', { name: 'Add Coordinator' }).click();
    await audit.screen(
      'admin-add-coordinator',
      page.getByRole('dialog', { name: 'Add Coordinator' }).getByLabel('Name'),
    );
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.goto('/admin/company-select');
    await audit.screen('admin-company-select', page.getByText(chamod.indexNumber, { exact: true }));
    await page.goto('/admin/interviews');
    await audit.screen('admin-interviews', rowOf(page, chamod.indexNumber));
    await audit.screen('admin-schedule-preview', () => openSchedulePreview(page));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.goto('/admin/audit');
    // A table at 1280 px, a list of cards on a phone.
    const auditLog = page.getByRole('table', { name: 'Audit log' }).or(page.getByRole('list', { name: 'Audit log' }));
    await audit.screen('admin-audit-log', auditLog.getByText('company.created').first());
    await page.goto('/admin/fair-settings');
    await audit.screen('admin-fair-settings', page.getByRole('button', { name: 'Save Settings' }));
    await page.getByRole('link', { name: 'Fairs', exact: true }).click();
    await audit.screen('admin-fairs', page.getByText('Current', { exact: true }).first());
    await page.getByRole('button', { name: "Make next year's fair" }).click();
    await audit.screen(
      'admin-next-fair',
      page.getByRole('dialog', { name: "Make next year's fair" }).getByLabel('Name'),
    );
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.goto(`/admin/companies/${helix.id}/schedules`);
    await audit.screen('admin-panel-schedules', page.getByRole('link', { name: 'Panel A', exact: true }));
    await page.getByRole('link', { name: 'Panel A', exact: true }).click();
    await audit.screen('admin-panel-schedule', panelSchedule(page));
    await page.goto('/admin/messages');
    await audit.screen('admin-messages', page.getByLabel('To'));
    await areaNotFound(page, audit, 'admin');
    await page.goto('/admin');
    await page.locator('[data-chart="demand"] svg').first().waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'Accessibility' }).click();
    await audit.screen('admin-accessibility-statement', page.getByRole('link', { name: 'Back to the portal' }));
    audit.verdict();
  });

  it('confirms a Delete with the keyboard alone: the popover takes the focus and gives it back', async () => {
    const page = await e2e().newPage();
    await signInThroughUi(page, 'admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    await page.goto('/admin/coordinators');
    const remove = page.getByRole('button', { name: `Delete ${helix.coordinator.email}` });
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await remove.focus();
    await page.keyboard.press('Enter');
    await page.getByText(CONFIRM_DELETE).waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('.popover') !== null);
    expect(await focused()).to.equal('Cancel');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).to.equal('Delete');
    await page.keyboard.press('Escape');
    await page.getByText(CONFIRM_DELETE).waitFor({ state: 'detached' });
    expect(await remove.evaluate((button) => button === document.activeElement), 'back after Escape').to.equal(true);

    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Cancel');
    await page.keyboard.press('Enter');
    await page.getByText(CONFIRM_DELETE).waitFor({ state: 'detached' });
    expect(await remove.evaluate((button) => button === document.activeElement), 'back after Cancel').to.equal(true);
  });

  it('the coordinator screens: dashboard with the panel form, interviews, ongoing, walk-in, students, a panel schedule, messages, not found', async () => {
    const page = await e2e().newPage();
    await signInAsCoordinator(page, helix);
    const audit = auditor(page);
    const [nimal] = interviewees;
    await audit.screen('coordinator-dashboard', rowOf(page, nimal!.fullName));
    await page.getByRole('button', { name: 'Add Panel' }).click();
    await audit.screen('coordinator-add-panel', page.getByRole('dialog').getByLabel('Panel Name'));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await followHeaderLink(page, 'Interviews');
    await audit.screen('coordinator-interviews', rowOf(page, nimal!.fullName));
    await audit.screen('coordinator-schedule-preview', () => openSchedulePreview(page));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await followHeaderLink(page, 'Ongoing');
    await audit.screen('coordinator-ongoing', region(page, 'Current Interview').getByText(nimal!.fullName));
    await followHeaderLink(page, 'Walk-in');
    await audit.screen('coordinator-walk-in', rowOf(page, chamod.fullName));
    await followHeaderLink(page, 'Students');
    await audit.screen('coordinator-students', rowOf(page, chamod.indexNumber));
    await page.getByRole('button', { name: `View profile of ${chamod.fullName}` }).click();
    await audit.screen('coordinator-student-look-up', page.getByRole('dialog').getByText('embedded Linux'));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.goto(`/coordinator/panels/${panelA}/schedule`);
    await audit.screen('coordinator-panel-schedule', panelSchedule(page));
    await followHeaderLink(page, 'Messages');
    await audit.screen('coordinator-messages', page.getByLabel('To'));
    await areaNotFound(page, audit, 'coordinator');
    audit.verdict();
  });

  it('the company screens: current interviews, students with a profile and its assessment, walk-in interviews, account, a panel schedule, not found', async () => {
    const page = await e2e().newPage();
    await signInAsCompany(page, helix);
    const audit = auditor(page);
    const [nimal] = interviewees;
    await audit.screen('company-current', region(page, 'Current Interview').getByText(nimal!.fullName));
    await followHeaderLink(page, 'Students');
    await audit.screen('company-students', rowOf(page, nimal!.fullName));
    // The list under 640 px and the table above it are different elements: the profile opens from each.
    await audit.screen('company-student-profile', async () => {
      if (!(await page.getByRole('dialog').isVisible()))
        await page.getByRole('button', { name: `View profile of ${nimal!.fullName}` }).click();
      await page.getByRole('dialog').getByText('robot controllers').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Save Assessment' }).waitFor();
    });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await followHeaderLink(page, 'Walk-in Interviews');
    await audit.screen('company-walk-in', rowOf(page, chamod.fullName));
    const api = new PortalApi(e2e().portal.url);
    const owner = await api.signIn('company', { username: helix.username, password: helix.password });
    await api.ok('POST', '/company/recruiters/invite', {
      token: owner,
      json: { name: 'Dilini Jayawardena', email: 'dilini.jayawardena@helix-people.test' },
    });
    await followHeaderLink(page, 'Account');
    await audit.screen('company-account', async () => {
      await page.getByLabel('Company Name').waitFor();
      await page
        .getByRole('button', { name: 'Revoke the invitation to dilini.jayawardena@helix-people.test' })
        .waitFor();
    });
    await page.goto(`/company/panels/${panelA}/schedule`);
    await audit.screen('company-panel-schedule', panelSchedule(page));
    await areaNotFound(page, audit, 'company');
    audit.verdict();
  });

  it('the student screens: account, companies with the company picker, selected, interviews, walk-in, messages, not found', async () => {
    const page = await e2e().newPage();
    await signInThroughUi(page, 'student', chamod.email, chamod.password);
    const audit = auditor(page);
    await audit.screen('student-account', page.getByRole('heading', { name: 'Account' }));
    await page.getByRole('button', { name: 'Change Password' }).click();
    await audit.screen('student-change-password', page.getByRole('dialog').getByLabel('New Password'));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.goto('/student/companies');
    await audit.screen('student-companies', page.getByRole('button', { name: `Remove ${lumen.companyName}` }));
    await page.getByRole('button', { name: 'Add Company' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Company' });
    const lumenItem = dialog.locator('.accordion-item').filter({ hasText: lumen.companyName });
    await lumenItem.getByRole('button', { name: lumen.companyName }).click();
    await audit.screen('student-add-company', lumenItem.getByLabel('Panel'));
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^(Submit|Re-submit)$/ }).click();
    await audit.screen('student-confirm-submit', page.getByRole('dialog').getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.goto('/student/selected');
    await audit.screen('student-selected', page.getByText(lumen.companyName).first());
    await page.goto('/student/interviews');
    await audit.screen('student-interviews', page.getByText(lumen.companyName).first());
    await page.goto('/student/walk-in');
    await audit.screen('student-walk-in', page.getByText(helix.companyName).first());
    await page.goto('/student/messages');
    await audit.screen('student-messages', page.getByRole('heading', { name: 'Messages' }));
    await areaNotFound(page, audit, 'student');
    audit.verdict();
  });
});
