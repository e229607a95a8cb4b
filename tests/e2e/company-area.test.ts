import { expect } from 'chai';
import { readFile } from 'node:fs/promises';
import { CHANGE_PASSWORD_MESSAGES } from '../../domain/change-password.js';
import { COMPANY_MESSAGES } from '../../domain/company.js';
import { ACCOUNT_CHANGED, PASSWORD_CHANGED } from '../../domain/messages.js';
import { DOWNLOAD_SUCCESS, NO_DATA_AVAILABLE } from '../../ui/src/screen-texts.js';
import { ROLE_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../../ui/src/session/stored-credentials.js';
import { Fair } from './support/fair.js';
import { followHeaderLink, region, rowOf, signInAsCompany, signInAsCoordinator } from './support/coordinator-steps.js';
import { DESKTOP, NARROW, useE2E } from './support/e2e.js';
import { screenshot } from './support/screenshots.js';
import {
  dismissAlerts,
  jpegFromBrowser,
  logOutThroughUi,
  makeOngoingUnchecked,
  markDocument,
  nextAlert,
} from './support/steps.js';

describe('browser: the company area', function () {
  this.timeout(120_000);
  const e2e = useE2E();

  it('watches its current interviewee change, without reloading, while the coordinator moves the queue', async function () {
    const fair = new Fair(e2e().portal);
    const { company, students } = await fair.companyWithInterviewees('Helix Robotics', '23110');
    const [nimal, sanduni, kasun] = students;
    await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni], 'Panel B': [kasun] });

    const desk = await e2e().newPage();
    await signInAsCompany(desk, company);
    await desk.getByRole('heading', { name: 'Current Interviews' }).waitFor();
    const current = region(desk, 'Current Interview');
    const upcoming = region(desk, 'Upcoming');
    const finished = region(desk, 'Finished');
    await current.getByText(NO_DATA_AVAILABLE).waitFor();
    for (const student of students) await rowOf(upcoming, student.fullName).waitFor();
    const sameDocument = await markDocument(desk);

    const coordinator = await e2e().newPage();
    await signInAsCoordinator(coordinator, company);
    await followHeaderLink(coordinator, 'Ongoing');
    await makeOngoingUnchecked(coordinator, rowOf(region(coordinator, 'Upcoming'), nimal.fullName));
    await region(coordinator, 'Current Interview').getByText(nimal.fullName).waitFor();

    await current.getByText(nimal.fullName).waitFor();
    await screenshot(desk, 'company-current-interviews');

    await region(coordinator, 'Current Interview').getByRole('button', { name: 'Mark As Done' }).click();
    await makeOngoingUnchecked(coordinator, rowOf(region(coordinator, 'Upcoming'), sanduni.fullName));
    await region(coordinator, 'Current Interview').getByText(sanduni.fullName).waitFor();

    await current.getByText(sanduni.fullName).waitFor();
    await rowOf(finished, nimal.fullName).getByRole('button', { name: 'Back to queue' }).waitFor();
    expect(await sameDocument()).to.equal(true);

    await desk.getByLabel('Panel', { exact: true }).selectOption({ label: 'Panel B' });
    const panelB = await fair.panelId(company, 'Panel B');
    await desk.waitForURL((url) => url.searchParams.get('pid') === panelB);
    await current.getByText(NO_DATA_AVAILABLE).waitFor();
    await rowOf(upcoming, kasun.fullName).waitFor();
    expect(await rowOf(upcoming, sanduni.fullName).count()).to.equal(0);
    await screenshot(desk, 'company-current-interviews-panel');

    await desk.goto(`/company?pid=${await fair.panelId(company, 'Panel A')}`);
    await current.getByText(sanduni.fullName).waitFor();
    expect(await desk.getByLabel('Panel', { exact: true }).locator('option:checked').textContent()).to.equal('Panel A');

    // The company moves its own queue too: Mark As Done from the desk.
    await current.getByRole('button', { name: 'Mark As Done' }).click();
    await current.getByText(NO_DATA_AVAILABLE).waitFor();
    await rowOf(finished, sanduni.fullName).waitFor();
    expect((await fair.interview(company, sanduni.interviewId)).status).to.equal('finished');
  });

  it('opens an interviewee’s profile, downloads a CV, and is told when there is none', async function () {
    const fair = new Fair(e2e().portal);
    const company = await fair.company('Cobalt Data');
    const withCv = await fair.interviewee(company, {
      commonName: 'Tharindu',
      fullName: 'T.M. Gunawardena',
      indexNumber: '231201C',
      withCv: true,
    });
    await fair.describe(withCv, {
      description: 'Final-year student who builds data pipelines.',
      linkedInURL: 'https://www.linkedin.com/in/tharindu-g',
      githubURL: 'https://github.com/tharindu-g',
    });
    const withoutCv = await fair.interviewee(company, {
      commonName: 'Ishara',
      fullName: 'I.P. Alwis',
      indexNumber: '231202C',
    });

    const page = await e2e().newPage();
    await signInAsCompany(page, company);
    await fair.picture(withCv, await jpegFromBrowser(page));
    await followHeaderLink(page, 'Students');
    await page.getByRole('heading', { name: 'Students' }).waitFor();
    await rowOf(page, withCv.fullName).waitFor();
    await rowOf(page, withoutCv.fullName).waitFor();
    await screenshot(page, 'company-students');

    await page.getByLabel('Search students').fill(withoutCv.indexNumber);
    await rowOf(page, withoutCv.fullName).waitFor();
    expect(await rowOf(page, withCv.fullName).count()).to.equal(0);
    await page.getByLabel('Search students').fill('');

    await rowOf(page, withCv.fullName)
      .getByRole('button', { name: `View profile of ${withCv.fullName}` })
      .click();
    const profile = page.getByRole('dialog', { name: 'Student Profile' });
    await profile.getByText('Final-year student who builds data pipelines.').waitFor();
    await profile.getByText('CV uploaded').waitFor();
    expect(
      await profile.getByRole('link', { name: 'https://www.linkedin.com/in/tharindu-g' }).getAttribute('href'),
    ).to.equal('https://www.linkedin.com/in/tharindu-g');
    await profile.getByText(withCv.indexNumber, { exact: true }).waitFor();
    const picture = profile.locator('img');
    await picture.waitFor();
    expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).to.equal(
      true,
    );
    await screenshot(page, 'company-student-profile');

    const download = page.waitForEvent('download');
    await profile.getByRole('button', { name: 'Download CV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).to.match(/\.pdf$/);
    expect((await readFile(await file.path())).subarray(0, 5).toString()).to.equal('%PDF-');
    await nextAlert(page, DOWNLOAD_SUCCESS);
    await profile.getByRole('button', { name: 'Close', exact: true }).last().click();
    await profile.waitFor({ state: 'detached' });

    // The profile stays open while the list turns into cards, and closes with its screen.
    await rowOf(page, withCv.fullName)
      .getByRole('button', { name: `View profile of ${withCv.fullName}` })
      .click();
    await profile.getByText('CV uploaded').waitFor();
    await page.setViewportSize(NARROW);
    await page.waitForFunction(() => document.querySelector('table') === null);
    expect(await profile.isVisible(), 'the profile closed as the window narrowed').to.equal(true);
    await page.setViewportSize(DESKTOP);
    await page.goBack();
    await profile.waitFor({ state: 'detached' });
    await page.goForward();
    await rowOf(page, withoutCv.fullName).waitFor();

    await dismissAlerts(page);
    // Without a CV there is nothing to download: the button says why instead of failing.
    const noCv = rowOf(page, withoutCv.fullName).getByRole('button', {
      name: `Download CV of ${withoutCv.fullName}`,
      exact: true,
    });
    expect(await noCv.isDisabled()).to.equal(true);
    await rowOf(page, withoutCv.fullName).getByText('No CV uploaded', { exact: true }).waitFor();
    await screenshot(page, 'company-cv-not-found');
  });

  it('lists the students who came as walk-ins', async function () {
    const fair = new Fair(e2e().portal);
    const company = await fair.company('Nimbus Energy');
    const visitor = await fair.student({
      commonName: 'Ravindu',
      fullName: 'R.S. Bandara',
      indexNumber: '231301D',
    });

    const page = await e2e().newPage();
    await signInAsCompany(page, company);
    await followHeaderLink(page, 'Walk-in Interviews');
    await page.getByRole('heading', { name: 'Walk-in Interviews' }).waitFor();
    await page.getByText('Walk-in closed').waitFor();
    await page.getByText(NO_DATA_AVAILABLE).waitFor();

    await fair.openWalkIn(company, true);
    await fair.takeWalkIn(company, visitor);
    await page.reload();
    await page.getByText('Walk-in open').waitFor();
    await rowOf(page, visitor.fullName).getByText('Selected').waitFor();
    await screenshot(page, 'company-walk-in-interviews');
  });

  it('edits its account, changes its password, signs in again, and logs out from the header', async function () {
    const fair = new Fair(e2e().portal);
    const company = await fair.company('Vertex Analytics');

    const page = await e2e().newPage();
    await signInAsCompany(page, company);
    await followHeaderLink(page, 'Account');
    await page.getByRole('heading', { name: 'Account' }).waitFor();
    const username = page.getByLabel('Username');
    expect(await username.inputValue()).to.equal(company.username);
    expect(await username.getAttribute('readonly')).to.not.equal(null);

    await page.getByLabel('Company Name').fill('');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText(COMPANY_MESSAGES.companyNameRequired).waitFor();

    await page.getByLabel('Company Name').fill('Vertex Analytics Ltd');
    await page.getByLabel('Description').fill('Analytics for power grids, from sensors to dashboards.');
    await page.getByLabel('Tags').fill('Data');
    await page.getByLabel('Tags').press('Enter');
    await page.getByRole('button', { name: 'Remove Cloud' }).click();
    await page
      .getByLabel('Image')
      .setInputFiles({ name: 'vertex.jpg', mimeType: 'image/jpeg', buffer: await jpegFromBrowser(page) });
    await screenshot(page, 'company-account-edited');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await nextAlert(page, ACCOUNT_CHANGED);
    await page.getByRole('button', { name: 'Account menu' }).getByText('Vertex Analytics Ltd').waitFor();

    await page.reload();
    expect(await page.getByLabel('Company Name').inputValue()).to.equal('Vertex Analytics Ltd');
    expect(await page.getByLabel('Description').inputValue()).to.equal(
      'Analytics for power grids, from sensors to dashboards.',
    );
    await page.getByRole('button', { name: 'Remove Data' }).waitFor();
    expect(await page.getByRole('button', { name: 'Remove Cloud' }).count()).to.equal(0);
    const logo = page.locator('main img').first();
    await logo.waitFor();
    expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).to.equal(true);
    await screenshot(page, 'company-account');

    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('New Password').fill('short');
    await dialog.getByLabel('Confirm Password').fill('short');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await dialog.getByText(CHANGE_PASSWORD_MESSAGES.tooShort).waitFor();
    await dialog.getByLabel('New Password').fill('vertex-new-secret');
    await dialog.getByLabel('Confirm Password').fill('vertex-other-secret');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await dialog.getByText(CHANGE_PASSWORD_MESSAGES.doNotMatch).waitFor();
    await screenshot(page, 'company-change-password');
    await dialog.getByLabel('Confirm Password').fill('vertex-new-secret');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await nextAlert(page, PASSWORD_CHANGED);
    await page.waitForURL((url) => url.pathname === '/company/sign-in');

    await signInAsCompany(page, { username: company.username, password: 'vertex-new-secret' });
    await page.getByRole('heading', { name: 'Current Interviews' }).waitFor();
    await logOutThroughUi(page, 'company');
    expect(
      await page.evaluate(
        ([tokenKey, roleKey]) =>
          [tokenKey, roleKey].map((key) => localStorage.getItem(key) ?? sessionStorage.getItem(key)),
        [TOKEN_STORAGE_KEY, ROLE_STORAGE_KEY] as const,
      ),
    ).to.deep.equal([null, null]);
  });

  it('shows every company screen in a 400 px window, with the links in the burger menu', async function () {
    const fair = new Fair(e2e().portal);
    const { company, students } = await fair.companyWithInterviewees('Slim Systems', '23140', { withCv: true });
    const [nimal, sanduni] = students;
    await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni] });
    await fair.move(company, nimal.interviewId, 'ongoing');

    const page = await e2e().newPage(NARROW);
    await signInAsCompany(page, company);
    await region(page, 'Current Interview').getByText(nimal.fullName).waitFor();
    expect(await page.getByRole('link', { name: 'Students', exact: true }).count()).to.equal(0);
    await screenshot(page, 'company-current-interviews-400px');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await screenshot(page, 'company-burger-menu-400px');
    await page.getByRole('link', { name: 'Students', exact: true }).click();
    await rowOf(page, sanduni.fullName).waitFor();
    await screenshot(page, 'company-students-400px');
    await rowOf(page, sanduni.fullName)
      .getByRole('button', { name: `View profile of ${sanduni.fullName}` })
      .click();
    await page
      .getByRole('dialog', { name: 'Student Profile' })
      .getByText(sanduni.indexNumber, { exact: true })
      .waitFor();
    await screenshot(page, 'company-student-profile-400px');
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).last().click();
    await followHeaderLink(page, 'Walk-in Interviews');
    await page.getByText('Walk-in closed').waitFor();
    await screenshot(page, 'company-walk-in-interviews-400px');
    await followHeaderLink(page, 'Account');
    await page.getByRole('button', { name: 'Save Profile' }).waitFor();
    await screenshot(page, 'company-account-400px');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('dialog').getByLabel('New Password').waitFor();
    await screenshot(page, 'company-change-password-400px');
  });
});
