import { expect } from 'chai';
import { FORGOT_PASSWORD_MESSAGES, PIN_LENGTH } from '../../domain/forgot-password.js';
import { EMAIL_VERIFIED, VERIFICATION_LINK_INVALID } from '../../domain/messages.js';
import { CONFIRM_EMAIL_TITLE } from '../../ui/src/screen-texts.js';
import { signInHeading } from '../../ui/src/session/role-pages.js';
import { PortalApi, formOf } from './support/api.js';
import { activationLink, confirmStudentByMail } from './support/confirm.js';
import { useE2E } from './support/e2e.js';
import { outboxSize, pinIn, waitForMail } from './support/outbox.js';
import { screenshot } from './support/screenshots.js';
import { logOutThroughUi, signInThroughUi } from './support/steps.js';

describe('browser: a student account', function () {
  this.timeout(90_000);
  const e2e = useE2E();

  /** A newcomer registered through the API (unconfirmed until its link is followed). */
  const registered = async (name: string, indexNumber: string) => {
    const email = `${name}@uni.test`;
    await new PortalApi(e2e().portal.url).ok('POST', '/student/create', {
      form: formOf({
        email,
        fullName: `A. ${name}`,
        title: 'Mr',
        commonName: name,
        indexNumber,
        password: 'student-secret',
      }),
    });
    return { email, password: 'student-secret' };
  };

  it('signs up, confirms through the mailed link, signs in and out', async function () {
    const page = await e2e().newPage();
    await page.goto('/sign-up');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Common name is required').waitFor();

    await page.getByLabel('Email').fill('nimali@uni.test');
    await page.getByLabel('Name With Initials').fill('N.K. Perera');
    await page.getByRole('radiogroup', { name: 'Title' }).getByLabel('Miss', { exact: true }).check();
    await page.getByLabel('Common Name').fill('Nimali');
    await page.getByLabel('Index Number').fill('190001X');
    await page.getByLabel('Password').fill('nimali-secret');
    await screenshot(page, 'sign-up-filled');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: signInHeading('student') }).waitFor();

    const link = await activationLink(e2e().portal, 'nimali@uni.test');
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByText(EMAIL_VERIFIED).waitFor();
    await screenshot(page, 'verify-email-success');

    await signInThroughUi(page, 'student', 'nimali@uni.test', 'nimali-secret');
    await page.getByText('Nimali', { exact: true }).first().waitFor();
    await screenshot(page, 'student-home');
    await logOutThroughUi(page, 'student');
    await page.goto('/student');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('apologises for an expired or invalid activation link', async () => {
    const page = await e2e().newPage();
    await page.goto('/verify-email?email=nobody%40uni.test&token=not-a-token');
    await page.getByText(VERIFICATION_LINK_INVALID).waitFor();
    await screenshot(page, 'verify-email-invalid');
  });

  it('keeps a remembered session across a browser restart, and forgets one that was not', async function () {
    const student = await registered('Kasun', '190002K');
    await confirmStudentByMail(e2e().portal, student.email);

    const remembered = await e2e().newContext();
    const first = await remembered.newPage();
    await signInThroughUi(first, 'student', student.email, student.password, { rememberMe: true });
    const restarted = await e2e().newContext({ storageState: await remembered.storageState() });
    const again = await restarted.newPage();
    await again.goto('/student');
    await again.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(new URL(again.url()).pathname).to.equal('/student');

    const forgetful = await e2e().newContext();
    const second = await forgetful.newPage();
    await signInThroughUi(second, 'student', student.email, student.password);
    await second.reload();
    await second.getByRole('button', { name: 'Account menu' }).waitFor();
    const reopened = await (await e2e().newContext({ storageState: await forgetful.storageState() })).newPage();
    await reopened.goto('/student');
    await reopened.waitForURL((url) => url.pathname === '/');
  });

  it('asks an unconfirmed student to confirm the e-mail, and resends the link', async function () {
    const student = await registered('Ruwan', '190003R');
    const page = await e2e().newPage();
    await page.goto('/');
    await page.getByLabel('Email', { exact: true }).fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: CONFIRM_EMAIL_TITLE });
    await dialog.waitFor();
    expect(await dialog.textContent()).to.match(/spam/i);
    await screenshot(page, 'confirm-the-email');

    const before = await outboxSize(e2e().portal.dataDir);
    await dialog.getByRole('button', { name: 'Resend Email' }).click();
    await dialog.waitFor({ state: 'detached' });
    const link = await activationLink(e2e().portal, student.email, before);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByText(EMAIL_VERIFIED).waitFor();
    await signInThroughUi(page, 'student', student.email, student.password);
  });

  it('resets a forgotten password in three steps with the mailed PIN', async function () {
    const student = await registered('Dilini', '190004D');
    await confirmStudentByMail(e2e().portal, student.email);
    const page = await e2e().newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Forgot password' }).click();
    // The sign-in page, which has an Email field too, stays until the step's code has arrived.
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    await page.getByLabel('Email').fill(student.email);
    const before = await outboxSize(e2e().portal.dataDir);
    await page.getByRole('button', { name: 'Send PIN' }).click();

    await page.getByLabel('PIN').waitFor();
    await screenshot(page, 'forgot-password-pin');
    await page.getByLabel('PIN').fill('12');
    await page.getByRole('button', { name: 'Verify PIN' }).click();
    await page.getByText(FORGOT_PASSWORD_MESSAGES.pinLength).waitFor();
    const pin = pinIn(await waitForMail(e2e().portal.dataDir, student.email, before), PIN_LENGTH);
    await page.getByLabel('PIN').fill(pin);
    await page.getByRole('button', { name: 'Verify PIN' }).click();

    await page.getByLabel('New Password').waitFor();
    await page.getByLabel('New Password').fill('brand-new-secret');
    await page.getByLabel('Confirm Password').fill('different');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(FORGOT_PASSWORD_MESSAGES.passwordsDoNotMatch).waitFor();
    await screenshot(page, 'forgot-password-new-password');
    await page.getByLabel('Confirm Password').fill('brand-new-secret');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await signInThroughUi(page, 'student', student.email, 'brand-new-secret');
  });
});
