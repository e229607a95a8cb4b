import { expect } from 'chai';
import { readFile } from 'node:fs/promises';
import { STUDENT_DATA_MESSAGES } from '../../domain/student-data.js';
import { signInHeading } from '../../ui/src/session/role-pages.js';
import { readZip } from '../support/downloads-readers.js';
import { PortalApi, formOf } from './support/api.js';
import { auditScreen } from './support/axe.js';
import { confirmStudentByMail } from './support/confirm.js';
import { useE2E } from './support/e2e.js';
import { screenshot } from './support/screenshots.js';
import { signInThroughUi } from './support/steps.js';

describe("browser: a student's own data", function () {
  this.timeout(120_000);
  const e2e = useE2E();

  it('downloads their data, is refused a wrong password, then deletes their account and can no longer sign in', async () => {
    const email = 'erasable@uni.test';
    await new PortalApi(e2e().portal.url).ok('POST', '/student/create', {
      form: formOf({
        email,
        fullName: 'E. Rasable',
        title: 'Mr',
        commonName: 'Erasable',
        indexNumber: '190777E',
        password: 'student-secret',
      }),
    });
    await confirmStudentByMail(e2e().portal, email);
    const page = await e2e().newPage();
    await signInThroughUi(page, 'student', email, 'student-secret');
    await page.goto('/student');
    const downloadButton = page.getByRole('button', { name: 'Download my data' });
    await downloadButton.waitFor();

    const download = page.waitForEvent('download');
    await downloadButton.click();
    const file = await download;
    expect(file.suggestedFilename()).to.equal('my-data-190777E.zip');
    const entries = await readZip(await readFile(await file.path()));
    expect(entries.map((entry) => entry.name)).to.include('profile.json');

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Your password').waitFor();
    expect(await auditScreen(page, 'erase-account', () => dialog.getByLabel('Your password').waitFor())).to.deep.equal(
      [],
    );
    await dialog.getByLabel('Your password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText(STUDENT_DATA_MESSAGES.wrongPassword).first().waitFor();
    await screenshot(page, 'erase-account-wrong-password');

    await dialog.getByLabel('Your password').fill('student-secret');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('heading', { name: signInHeading('student') }).waitFor();
    await page.getByText(STUDENT_DATA_MESSAGES.erased).waitFor();

    const signIn = await fetch(`${e2e().portal.url}/rest/api/v1/student/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'student-secret' }),
    });
    expect(signIn.status).to.equal(401);
  });
});
