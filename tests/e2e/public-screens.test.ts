import { expect } from 'chai';
import { ADMIN_GUARD_DELAY_MS } from '../../ui/src/session/area-guard.js';
import { PAGE_NOT_FOUND } from '../../ui/src/screen-texts.js';
import { ROLE_SIGN_IN_PATHS, ROLES } from '../../domain/role.js';
import { signInHeading } from '../../ui/src/session/role-pages.js';
import { SIGN_IN_MESSAGES } from '../../domain/sign-in.js';
import { BOTH_WIDTHS, NARROW, useE2E } from './support/e2e.js';
import { screenshot } from './support/screenshots.js';

describe('browser: public screens and guards', function () {
  this.timeout(60_000);
  const e2e = useE2E();

  it('shows every sign-in page with its heading and links', async () => {
    const page = await e2e().newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: signInHeading('student') }).waitFor();
    for (const text of ['Email', 'Password']) await page.getByLabel(text, { exact: true }).waitFor();
    await page.getByLabel('Remember me').waitFor();
    await page.getByRole('link', { name: 'Forgot password' }).waitFor();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByText('Do not have an account yet?').textContent()).to.contain('Create account');
    await page.getByRole('link', { name: 'Login as a Company Here' }).waitFor();
    await screenshot(page, 'student-sign-in');

    for (const role of ['admin', 'coordinator', 'company'] as const) {
      await page.goto(ROLE_SIGN_IN_PATHS[role]);
      await page.getByRole('heading', { name: signInHeading(role) }).waitFor();
      await page.getByLabel(role === 'company' ? 'Username' : 'Email', { exact: true }).waitFor();
      expect(await page.getByRole('link', { name: 'Create account' }).count()).to.equal(0);
      await screenshot(page, `${role}-sign-in`);
    }
  });

  for (const [width, viewport] of BOTH_WIDTHS) {
    it(`links every sign-in screen to the accessibility statement: conformance, known gaps and how to ask for help (${width})`, async () => {
      const page = await e2e().newPage(viewport);
      for (const role of ROLES) {
        await page.goto(ROLE_SIGN_IN_PATHS[role]);
        await page.getByRole('heading', { name: signInHeading(role) }).waitFor();
        await page.getByRole('link', { name: 'Accessibility' }).click();
        await page.getByRole('heading', { name: 'Accessibility', level: 1 }).waitFor();
        expect(new URL(page.url()).pathname).to.equal('/accessibility');
      }
      for (const section of ['Conformance', 'Known gaps', 'Asking for help'])
        await page.getByRole('heading', { name: section, level: 2 }).waitFor();
      expect(await page.getByText('WCAG) 2.2 at level AA').count()).to.equal(1);
      await screenshot(page, `accessibility-statement-${viewport.width}px`);
      await page.getByRole('link', { name: 'Back to sign in' }).click();
      await page.getByRole('heading', { name: signInHeading('student') }).waitFor();
    });
  }

  it('validates the sign-in form with the domain messages before calling the server', async () => {
    const page = await e2e().newPage();
    const signInCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sign-in') && request.method() === 'POST') signInCalls.push(request.url());
    });
    await page.goto('/');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(SIGN_IN_MESSAGES.invalidEmail).waitFor();
    await page.getByText(SIGN_IN_MESSAGES.passwordTooShort).waitFor();
    await screenshot(page, 'student-sign-in-invalid');

    await page.goto(ROLE_SIGN_IN_PATHS.company);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(SIGN_IN_MESSAGES.usernameRequired).waitFor();
    expect(signInCalls).to.deep.equal([]);
  });

  it('shows the sign-up, forgot-password and not-found screens', async () => {
    const page = await e2e().newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
    expect(await page.getByLabel('Name With Initials').getAttribute('placeholder')).to.equal('A.B.C. Perera');
    expect(await page.getByLabel('Index Number').getAttribute('placeholder')).to.equal('19XXXXX');
    await page.getByLabel('Mr', { exact: true }).waitFor();
    await page.getByLabel('Miss', { exact: true }).waitFor();
    await screenshot(page, 'sign-up');

    await page.goto('/forgot-password');
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    await page.getByRole('button', { name: 'Send PIN' }).click();
    await page.getByText('Email Required!').waitFor();
    await screenshot(page, 'forgot-password');

    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404' }).waitFor();
    await page.getByText(PAGE_NOT_FOUND).waitFor();
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('sends anonymous visitors of every area to that role sign-in, the admin after its loading state', async () => {
    const page = await e2e().newPage();
    for (const role of ROLES) {
      const started = Date.now();
      await page.goto(`/${role}`);
      if (role === 'admin') {
        await page.getByText('Loading…').waitFor();
        await screenshot(page, 'admin-guard-loading');
      }
      await page.waitForURL((url) => url.pathname === ROLE_SIGN_IN_PATHS[role]);
      if (role === 'admin') expect(Date.now() - started).to.be.at.least(ADMIN_GUARD_DELAY_MS * 0.9);
    }
  });

  it('fits the public screens in a 400 px window without sideways scrolling', async () => {
    const page = await e2e().newPage(NARROW);
    for (const path of ['/', '/sign-up', '/forgot-password']) {
      await page.goto(path);
      await page.getByRole('button', { name: /Sign in|Sign Up|Send PIN/ }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).to.be.at.most(0);
    }
    await page.goto('/');
    await screenshot(page, 'student-sign-in-400px');
  });
});
