import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { PIN_LENGTH } from '../../domain/forgot-password.js';
import { PASSWORD_CHANGED } from '../../domain/messages.js';
import { PASSWORD_RESET_MESSAGES } from '../../domain/password-reset.js';
import { ROLE_SIGN_IN_PATHS, type Role } from '../../domain/role.js';
import { WRONG_CREDENTIALS } from '../../application/sessions/credentials.js';
import { WRONG_COMPANY_CREDENTIALS } from '../../application/sessions/sign-in-company.js';
import { auditScreen } from './support/axe.js';
import { useE2E } from './support/e2e.js';
import { Fair } from './support/fair.js';
import { FIRST_ADMIN } from './support/portal.js';
import { outboxSize, pinIn, waitForMail } from './support/outbox.js';
import { signInThroughUi } from './support/steps.js';

describe('browser: every account recovers and changes its password; an administrator edits a coordinator', function () {
  this.timeout(120_000);
  const e2e = useE2E();

  /** From the role's sign-in, through the three steps with the PIN read from the outbox, back to the sign-in. */
  const recoverThroughUi = async (
    page: Page,
    role: Role,
    identity: string,
    mailbox: string,
    password: string,
    audit?: (name: string, ready: () => Promise<unknown>) => Promise<void>,
  ) => {
    await page.goto(ROLE_SIGN_IN_PATHS[role]);
    await page.getByRole('link', { name: 'Forgot password' }).click();
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    const field = page.getByLabel(role === 'company' ? 'Username' : 'Email', { exact: true });
    await audit?.(`${role}-forgot-password`, () => field.waitFor());
    await field.fill(identity);
    const before = await outboxSize(e2e().portal.dataDir);
    await page.getByRole('button', { name: 'Send PIN' }).click();
    await page.getByLabel('PIN').waitFor();
    await audit?.(`${role}-forgot-password-pin`, () => page.getByLabel('PIN').waitFor());
    const pin = pinIn(await waitForMail(e2e().portal.dataDir, mailbox, before), PIN_LENGTH);
    await page.getByLabel('PIN').fill(pin);
    await page.getByRole('button', { name: 'Verify PIN' }).click();
    await page.getByLabel('New Password').waitFor();
    await page.getByLabel('New Password').fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL((url) => url.pathname === ROLE_SIGN_IN_PATHS[role]);
  };

  /** The old password is refused on the role's sign-in page with its message. */
  const oldPasswordRefused = async (page: Page, role: Role, identity: string, password: string, message: string) => {
    await page.goto(ROLE_SIGN_IN_PATHS[role]);
    await page.getByLabel(role === 'company' ? 'Username' : 'Email', { exact: true }).fill(identity);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(message).first().waitFor();
    expect(new URL(page.url()).pathname).to.equal(ROLE_SIGN_IN_PATHS[role]);
  };

  it('a company: by its username, the PIN from its contact e-mail; the new password works, the old does not, and the screens pass the audits', async () => {
    const company = await new Fair(e2e().portal).company('Lanka Robotics');
    const page = await e2e().newPage();
    const problems: string[] = [];
    const audit = async (name: string, ready: () => Promise<unknown>) => {
      problems.push(...(await auditScreen(page, name, ready)));
    };
    await recoverThroughUi(
      page,
      'company',
      company.username,
      `hr@${company.username}.test`,
      'robotics-new-pass',
      audit,
    );
    await oldPasswordRefused(page, 'company', company.username, company.password, WRONG_COMPANY_CREDENTIALS);
    await signInThroughUi(page, 'company', company.username, 'robotics-new-pass');
    expect(problems.length, `\n${problems.join('\n')}\n`).to.equal(0);
  });

  it('a coordinator: by e-mail; the new password works, the old does not', async () => {
    const company = await new Fair(e2e().portal).company('Ceylon Grids');
    const page = await e2e().newPage();
    const { email, password } = company.coordinator;
    await recoverThroughUi(page, 'coordinator', email, email, 'grids-new-pass');
    await oldPasswordRefused(page, 'coordinator', email, password, WRONG_CREDENTIALS);
    await signInThroughUi(page, 'coordinator', email, 'grids-new-pass');
  });

  it('a company that does not exist: the screen says no more than for one that does, and no mail goes', async () => {
    const page = await e2e().newPage();
    await page.goto('/company/forgot-password');
    await page.getByLabel('Username', { exact: true }).fill('no-such-company');
    const before = await outboxSize(e2e().portal.dataDir);
    await page.getByRole('button', { name: 'Send PIN' }).click();
    await page.getByText(PASSWORD_RESET_MESSAGES.companyPinSent).waitFor();
    expect(await outboxSize(e2e().portal.dataDir)).to.equal(before);
  });

  it('a coordinator changes the password from the account menu, signs in again with it, and the old one is refused', async () => {
    const company = await new Fair(e2e().portal).company('Kandy Circuits');
    const page = await e2e().newPage();
    const { email, password } = company.coordinator;
    await signInThroughUi(page, 'coordinator', email, password);
    await page.locator('header').getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    const problems = await auditScreen(page, 'coordinator-change-password', () =>
      dialog.getByLabel('New Password').waitFor(),
    );
    expect(problems.length, `\n${problems.join('\n')}\n`).to.equal(0);
    await dialog.getByLabel('New Password').fill('circuits-new-pass');
    await dialog.getByLabel('Confirm Password').fill('circuits-new-pass');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await page.waitForURL((url) => url.pathname === ROLE_SIGN_IN_PATHS.coordinator);
    await page.getByText(PASSWORD_CHANGED).waitFor();
    await oldPasswordRefused(page, 'coordinator', email, password, WRONG_CREDENTIALS);
    await signInThroughUi(page, 'coordinator', email, 'circuits-new-pass');
  });

  it('an administrator edits a coordinator: new name and e-mail, a new password the coordinator then signs in with', async () => {
    const company = await new Fair(e2e().portal).company('Galle Sensors');
    const page = await e2e().newPage();
    await signInThroughUi(page, 'admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    await page.goto('/admin/coordinators');
    await page.getByRole('button', { name: `Edit ${company.coordinator.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Coordinator' });
    const problems = await auditScreen(page, 'admin-edit-coordinator', () => dialog.getByLabel('Name').waitFor());
    expect(problems.length, `\n${problems.join('\n')}\n`).to.equal(0);
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Invalid email').first().waitFor();
    await dialog.getByLabel('Email').fill('desk@gallesensors.test');
    await dialog.getByLabel('Name').fill('Sanduni Fernando');
    await dialog.getByLabel('New Password').fill('sensors-set-by-admin');
    await dialog.getByLabel('Confirm Password').fill('sensors-set-by-admin');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Sanduni Fernando' }).waitFor();
    await page.getByRole('cell', { name: 'desk@gallesensors.test', exact: true }).waitFor();
    const desk = await e2e().newPage();
    await signInThroughUi(desk, 'coordinator', 'desk@gallesensors.test', 'sensors-set-by-admin');
  });
});
