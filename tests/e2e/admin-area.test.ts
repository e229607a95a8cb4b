import { expect } from 'chai';
import { readFile } from 'node:fs/promises';
import { ALLOCATION_FILE_NAME, ALLOCATION_MESSAGES } from '../../domain/allocation.js';
import { COMPANY_MESSAGES, LOGO_MAX_BYTES } from '../../domain/company.js';
import { CV_MESSAGES } from '../../domain/cv.js';
import { PASSWORD_MESSAGES } from '../../domain/password.js';
import { IMAGE_ACCEPT } from '../../ui/src/components/file-accept.js';
import { ROLE_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../../ui/src/session/stored-credentials.js';
import { INTERVIEW_CREATED } from '../../domain/messages.js';
import { CONFIRM_DELETE, DOWNLOAD_SUCCESS, NO_DATA_AVAILABLE } from '../../ui/src/screen-texts.js';
import { PortalApi, formOf } from './support/api.js';
import { NARROW, PHONE, useE2E } from './support/e2e.js';
import { Fair } from './support/fair.js';
import { FIRST_ADMIN } from './support/portal.js';
import { screenshot } from './support/screenshots.js';
import { jpegFromBrowser, logOutThroughUi, nextAlert, signInThroughUi } from './support/steps.js';

describe('browser: the admin area', function () {
  this.timeout(90_000);
  const e2e = useE2E();

  const adminPage = async (viewport?: { width: number; height: number }) => {
    const page = await e2e().newPage(viewport);
    await signInThroughUi(page, 'admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    return page;
  };

  it('signs in, manages admins, and logs out', async function () {
    const page = await adminPage();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('cell', { name: `${FIRST_ADMIN.email} you`, exact: true }).waitFor();
    await page.getByText('Admin', { exact: true }).first().waitFor();
    await screenshot(page, 'admin-dashboard');

    await page.getByRole('button', { name: 'Add Admin' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill('second.admin@fair.test');
    await dialog.getByLabel('Password', { exact: true }).fill('second-secret');
    await dialog.getByLabel('Confirm Password').fill('something-else');
    await dialog.getByRole('button', { name: 'Add Admin' }).click();
    await dialog.getByText(PASSWORD_MESSAGES.doNotMatch).waitFor();
    await screenshot(page, 'admin-add-admin');
    await dialog.getByLabel('Confirm Password').fill('second-secret');
    await dialog.getByRole('button', { name: 'Add Admin' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: 'second.admin@fair.test' });
    await row.waitFor();

    const api = new PortalApi(e2e().portal.url);
    await api.signIn('admin', { email: 'second.admin@fair.test', password: 'second-secret' });

    await row.getByRole('button', { name: 'Delete second.admin@fair.test', exact: true }).click();
    await page.getByText('Confirm Delete?').waitFor();
    await screenshot(page, 'admin-confirm-delete');
    await page.locator('.popover').getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });

    await logOutThroughUi(page, 'admin');
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).to.deep.equal([0, 0]);
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/admin/sign-in');
  });

  it('keeps a remembered admin session across a browser restart, and forgets one that was not', async function () {
    const remembered = await e2e().newContext();
    const first = await remembered.newPage();
    await signInThroughUi(first, 'admin', FIRST_ADMIN.email, FIRST_ADMIN.password, { rememberMe: true });
    expect(
      await first.evaluate((key) => [localStorage.getItem(key), sessionStorage.length], ROLE_STORAGE_KEY),
    ).to.deep.equal(['admin', 0]);
    const restarted = await (await e2e().newContext({ storageState: await remembered.storageState() })).newPage();
    await restarted.goto('/admin/coordinators');
    await restarted.getByRole('heading', { name: 'Coordinators' }).waitFor();

    const forgetful = await e2e().newContext();
    const second = await forgetful.newPage();
    await signInThroughUi(second, 'admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    expect(
      await second.evaluate((key) => [localStorage.length, sessionStorage.getItem(key)], ROLE_STORAGE_KEY),
    ).to.deep.equal([0, 'admin']);
    await second.reload();
    await second.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const reopened = await (await e2e().newContext({ storageState: await forgetful.storageState() })).newPage();
    await reopened.goto('/admin');
    await reopened.waitForURL((url) => url.pathname === '/admin/sign-in');
  });

  it('clears a stored session the server no longer accepts', async function () {
    const page = await e2e().newPage();
    await page.goto('/admin/sign-in');
    await page.evaluate(
      ([tokenKey, roleKey]) => {
        localStorage.setItem(tokenKey, 'not-a-valid-token');
        localStorage.setItem(roleKey, 'admin');
      },
      [TOKEN_STORAGE_KEY, ROLE_STORAGE_KEY] as const,
    );
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/admin/sign-in');
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).to.deep.equal([0, 0]);
  });

  it('downloads the allocation spreadsheet, or says there is nothing to download', async function () {
    const page = await adminPage();
    await page.getByRole('button', { name: 'Download allocation (.xlsx)' }).click();
    await nextAlert(page, ALLOCATION_MESSAGES.noData);
    await screenshot(page, 'admin-download-no-data');

    await seedSelection(new Fair(e2e().portal), 'sheet', '220001S');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download allocation (.xlsx)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).to.equal(ALLOCATION_FILE_NAME);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 2).toString()).to.equal('PK');
    await nextAlert(page, DOWNLOAD_SUCCESS);
  });

  it('adds a company with a logo, edits it, and deletes it', async function () {
    const page = await adminPage();
    await page.getByRole('link', { name: 'Companies' }).click();
    await page.getByRole('heading', { name: 'Companies' }).waitFor();

    await page.getByRole('button', { name: 'Add a Company' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add Company' }).click();
    await dialog.getByText('Username is required').waitFor();
    await dialog.getByLabel('Username').fill('acme');
    await dialog.getByLabel('Email').fill('hr@acme.test');
    await dialog.getByLabel('Company Name').fill('Acme Robotics');
    await dialog.getByLabel('Contact Person', { exact: true }).fill('Nimal Silva');
    await dialog.getByLabel('Contact Person Tel.').fill('0771234567');
    await dialog.getByLabel('Number of Interviews').fill('12');
    await dialog.getByLabel('Panels Count').fill('2');
    await dialog.getByLabel('Session').selectOption('morning');
    await dialog.getByLabel('Password', { exact: true }).fill('acme-secret');
    await dialog.getByLabel('Confirm Password').fill('acme-secret');
    await dialog.getByLabel('Automation', { exact: true }).check();
    await dialog.getByLabel('Robotics and Automation').check();
    await dialog.getByLabel('Software Engineering').check();
    await dialog.getByLabel('Description').fill('Industrial robots and the software that drives them.');
    await dialog.getByLabel('Tags').fill('robotics');
    await dialog.getByLabel('Tags').press('Enter');
    expect(await dialog.getByLabel('Logo').getAttribute('accept')).to.equal(IMAGE_ACCEPT);
    const oversize = Buffer.concat([await jpegFromBrowser(page), Buffer.alloc(LOGO_MAX_BYTES)]);
    await dialog.getByLabel('Logo').setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: oversize });
    await dialog.getByRole('button', { name: 'Add Company' }).click();
    await dialog.getByText(COMPANY_MESSAGES.logoTooLarge).waitFor();
    await dialog
      .getByLabel('Logo')
      .setInputFiles({ name: 'acme.jpg', mimeType: 'image/jpeg', buffer: await jpegFromBrowser(page) });
    await dialog.getByText('1:1 ratio, jpg').waitFor();
    await screenshot(page, 'admin-add-company');
    await dialog.getByRole('button', { name: 'Add Company' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByRole('row').filter({ hasText: 'Acme Robotics' });
    await row.waitFor();
    for (const text of [
      'acme',
      'hr@acme.test',
      'Nimal Silva',
      '0771234567',
      '12',
      'morning',
      'Automation',
      'Software Engineering',
    ]) {
      expect(await row.textContent()).to.contain(text);
    }
    const logo = row.getByRole('img');
    await logo.waitFor();
    expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).to.equal(true);
    await screenshot(page, 'admin-companies');

    await row.getByRole('button', { name: 'Edit Acme Robotics', exact: true }).click();
    const edit = page.getByRole('dialog');
    expect(await edit.getByLabel('Company Name').inputValue()).to.equal('Acme Robotics');
    await edit.getByLabel('Company Name').fill('Acme Robotics Ltd');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });
    const renamed = page.getByRole('row').filter({ hasText: 'Acme Robotics Ltd' });
    await renamed.waitFor();

    const api = new PortalApi(e2e().portal.url);
    await api.signIn('company', { username: 'acme', password: 'acme-secret' });

    await renamed.getByRole('button', { name: 'Delete Acme Robotics Ltd', exact: true }).click();
    await page.locator('.popover').getByRole('button', { name: 'Delete' }).click();
    await renamed.waitFor({ state: 'detached' });
  });

  it('downloads a company CV bundle named after its username, once an interviewee has a CV', async function () {
    const fair = new Fair(e2e().portal);
    const company = await fair.company('Zip Co', { username: 'zipco' });
    const page = await adminPage();
    await page.goto('/admin/companies');
    const row = page.getByRole('row').filter({ hasText: 'Zip Co' });
    await row.getByRole('button', { name: 'Get CV of Zip Co' }).click();
    await nextAlert(page, CV_MESSAGES.noneForCompany);

    await fair.interviewee(company, { commonName: 'Zipper', indexNumber: '220003Z', withCv: true });

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Get CV of Zip Co' }).click();
    const file = await download;
    expect(file.suggestedFilename()).to.equal('zipco.zip');
    expect((await readFile(await file.path())).subarray(0, 2).toString()).to.equal('PK');
  });

  it('adds and deletes a coordinator bound to a company', async function () {
    const api = new PortalApi(e2e().portal.url);
    await new Fair(e2e().portal).company('Panel Co');

    const page = await adminPage();
    await page.getByRole('link', { name: 'Coordinators' }).click();
    await page.getByRole('heading', { name: 'Coordinators' }).waitFor();
    await page.getByRole('button', { name: 'Add Coordinator' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill('coord@panelco.test');
    await dialog.getByLabel('Name').fill('Kamal Perera');
    await dialog.getByLabel('Contact Number').fill('0719876543');
    await dialog.getByLabel('Company').selectOption({ label: 'Panel Co' });
    await dialog.getByLabel('Password', { exact: true }).fill('coord-secret');
    await dialog.getByLabel('Confirm Password').fill('coord-secret');
    await screenshot(page, 'admin-add-coordinator');
    await dialog.getByRole('button', { name: 'Add Coordinator' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: 'coord@panelco.test' });
    await row.waitFor();
    for (const text of ['Kamal Perera', '0719876543', 'Panel Co']) expect(await row.textContent()).to.contain(text);
    await screenshot(page, 'admin-coordinators');
    await api.signIn('coordinator', { email: 'coord@panelco.test', password: 'coord-secret' });

    await row.getByRole('button', { name: 'Delete coord@panelco.test', exact: true }).click();
    await page.getByText(CONFIRM_DELETE).waitFor();
    // On a phone the rows are drawn afresh as cards: the question stays open, beside the card's button.
    await page.setViewportSize(PHONE);
    const card = page
      .getByRole('list', { name: 'Coordinators' })
      .getByRole('listitem')
      .filter({ hasText: 'coord@panelco.test' });
    await card.getByRole('button', { name: 'Delete coord@panelco.test', expanded: true }).waitFor();
    await page.locator('.popover').getByRole('button', { name: 'Delete' }).click();
    await card.waitFor({ state: 'detached' });
  });

  it('searches students by index number, pages through them, and deletes one', async function () {
    const api = new PortalApi(e2e().portal.url);
    for (let n = 0; n < 12; n++) {
      const index = `21${String(n).padStart(4, '0')}A`;
      await api.ok('POST', '/student/create', {
        form: formOf({
          email: `pager${n}@uni.test`,
          fullName: `P. Student ${n}`,
          title: 'Mr',
          commonName: `Pager${n}`,
          indexNumber: index,
          password: 'student-secret',
        }),
      });
    }
    const page = await adminPage();
    await page.getByRole('link', { name: 'Students' }).click();
    await page.getByRole('heading', { name: 'Students' }).waitFor();
    await page.getByLabel('Search by index number').fill('2100');
    await page.getByText('12 students').waitFor();
    await page.getByRole('button', { name: '2', exact: true }).click();
    await page
      .getByRole('row')
      .filter({ hasText: '210010A' })
      .or(page.getByRole('row').filter({ hasText: '210011A' }))
      .first()
      .waitFor();
    await screenshot(page, 'admin-students');

    await page.getByLabel('Search by index number').fill('210003A');
    await page.getByText('1 students').waitFor();
    const row = page.getByRole('row').filter({ hasText: '210003A' });
    await row.getByRole('button', { name: 'Delete 210003A', exact: true }).click();
    await page.locator('.popover').getByRole('button', { name: 'Delete' }).click();
    await page.getByText(NO_DATA_AVAILABLE).waitFor();
  });

  it('creates an interview from a student selection on Company Select', async function () {
    const seeded = await seedSelection(new Fair(e2e().portal), 'select', '220002S');
    const page = await adminPage();
    await page.getByRole('link', { name: 'Company Select' }).click();
    await page.getByRole('heading', { name: 'Company Select' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: seeded.indexNumber });
    await row.waitFor();
    await page.getByLabel('Search company').fill('no such company');
    await page.getByText(NO_DATA_AVAILABLE).waitFor();
    await page.getByLabel('Search company').fill(seeded.companyName);
    await page.getByLabel('Search student').fill(seeded.indexNumber);
    await screenshot(page, 'admin-company-select');
    await row.getByRole('button', { name: `Select ${seeded.companyName} for ${seeded.indexNumber}` }).click();
    await nextAlert(page, INTERVIEW_CREATED);
    await row.getByText('selected').waitFor();
  });

  it('collapses the admin links into a burger menu in a 400 px window', async function () {
    const page = await adminPage(NARROW);
    await page.getByRole('button', { name: 'Menu', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Companies' }).count()).to.equal(0);
    await screenshot(page, 'admin-dashboard-400px');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await screenshot(page, 'admin-burger-menu-400px');
    await page.getByRole('link', { name: 'Coordinators' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/coordinators');
    await page.getByRole('heading', { name: 'Coordinators' }).waitFor();
    await screenshot(page, 'admin-coordinators-400px');
    for (const [path, heading] of [
      ['/admin/companies', 'Companies'],
      ['/admin/students', 'Students'],
      ['/admin/company-select', 'Company Select'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).waitFor();
      await screenshot(page, `admin-${path.split('/').pop()}-400px`);
    }

    const wide = await adminPage();
    await wide.getByRole('link', { name: 'Companies' }).waitFor();
    expect(await wide.getByRole('button', { name: 'Menu', exact: true }).count()).to.equal(0);
  });
});

/** A confirmed student who submitted a selection of one company, with no interview yet. */
async function seedSelection(
  fair: Fair,
  name: string,
  indexNumber: string,
): Promise<{ indexNumber: string; companyName: string }> {
  const company = await fair.company(`${name} Industries`);
  const student = await fair.student({ commonName: name, indexNumber });
  await fair.submitSelection(student, [{ company }], 'Automation');
  return { indexNumber, companyName: company.companyName };
}
