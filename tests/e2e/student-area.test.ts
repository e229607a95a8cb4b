import { expect } from 'chai';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { CHANGE_PASSWORD_MESSAGES } from '../../domain/change-password.js';
import { CV_MAX_BYTES, CV_MESSAGES } from '../../domain/cv.js';
import { PASSWORD_CHANGED, PROFILE_UPDATED, SELECTION_UPDATED, UPLOAD_SUCCESS } from '../../domain/messages.js';
import { CONFIRM_SUBMIT, DOWNLOAD_SUCCESS, NO_DATA_AVAILABLE } from '../../ui/src/screen-texts.js';
import { MAX_SELECTED_COMPANIES, SELECTION_MESSAGES } from '../../domain/selection.js';
import { SUBMIT_LABELS } from '../../ui/src/pages/student/submit-label.js';
import { STUDENT_PROFILE_MESSAGES } from '../../domain/student-profile.js';
import { UPLOAD_MESSAGES } from '../../domain/upload.js';
import { NARROW, useE2E } from './support/e2e.js';
import { Fair, pdfBytes, type FairStudent } from './support/fair.js';
import { chooseFile, columnTexts, imageLoaded, stillScreenshot } from './support/student-steps.js';
import {
  dismissAlerts,
  jpegFromBrowser,
  logOutThroughUi,
  markDocument,
  nextAlert,
  signInThroughUi,
} from './support/steps.js';

/** How long a step may wait for the screen: the portal, chromium and other test suites share a busy machine. */
const PATIENCE_MS = 30_000;

describe('browser: the student area', function () {
  this.timeout(120_000);
  const e2e = useE2E();
  let fair: Fair;
  before(function () {
    fair = new Fair(e2e().portal);
  });

  const signedIn = async (student: FairStudent, viewport?: { width: number; height: number }): Promise<Page> => {
    const page = await e2e().newPage(viewport);
    page.setDefaultTimeout(PATIENCE_MS);
    await signInThroughUi(page, 'student', student.email, student.password);
    return page;
  };

  it('edits the profile, uploads a picture and a CV, and is refused files of the wrong type', async function () {
    const student = await fair.student({ commonName: 'Amaya', indexNumber: '200001A' });
    const page = await signedIn(student);
    await page.getByRole('heading', { name: 'Account' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).to.equal(student.email);
    expect(await page.getByLabel('Email').getAttribute('readonly')).to.not.equal(null);

    await page.getByLabel('Full Name').fill('');
    await page.getByLabel('LinkedIn').fill('linkedin.com/in/amaya');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(STUDENT_PROFILE_MESSAGES.fullNameRequired).waitFor();
    await page.getByText(STUDENT_PROFILE_MESSAGES.invalidLink).waitFor();
    await stillScreenshot(page, 'student-area-profile-invalid');

    await page.getByLabel('Title').selectOption('Mrs');
    await page.getByLabel('Full Name').fill('A.K. Wijesinghe');
    await page.getByLabel('Common Name').fill('Amaya W');
    await page.getByLabel('Description').fill('Final-year student who likes control systems.');
    await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/amaya');
    await page.getByLabel('Github').fill('https://github.com/amaya');
    await page.getByLabel('Personal Website').fill('https://amaya.dev');
    await page.getByRole('button', { name: 'Save' }).click();
    await nextAlert(page, PROFILE_UPDATED);
    await page.getByRole('button', { name: 'Account menu' }).getByText('Amaya W').waitFor();
    await page.reload();
    expect(await page.getByLabel('Title').inputValue()).to.equal('Mrs');
    expect(await page.getByLabel('Full Name').inputValue()).to.equal('A.K. Wijesinghe');
    expect(await page.getByLabel('Github').inputValue()).to.equal('https://github.com/amaya');

    const uploadPicture = page.getByRole('button', { name: 'Upload Picture' });
    await chooseFile(page, uploadPicture, {
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really a picture'),
    });
    await nextAlert(page, UPLOAD_MESSAGES.imageNotPngOrJpeg);
    const reloaded = page.waitForEvent('load');
    await chooseFile(page, uploadPicture, {
      name: 'me.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegFromBrowser(page, 128),
    });
    await reloaded;
    const picture = page.locator('main img[src^="blob:"]');
    await picture.waitFor();
    expect(await imageLoaded(picture)).to.equal(true);
    const headerPicture = page.getByRole('button', { name: 'Account menu' }).locator('img[src^="blob:"]');
    await headerPicture.waitFor();
    expect(await imageLoaded(headerPicture)).to.equal(true);

    // Without a CV there is nothing to download, and the screen says so.
    expect(await page.getByRole('button', { name: 'Download CV' }).isDisabled()).to.equal(true);
    await page.getByText('No CV uploaded', { exact: true }).waitFor();
    const uploadCv = page.getByRole('button', { name: 'Upload CV' });
    await chooseFile(page, uploadCv, {
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('plain text, not a PDF'),
    });
    await nextAlert(page, UPLOAD_MESSAGES.cvNotPdf);
    const oversize = Buffer.concat([pdfBytes('Too long'), Buffer.alloc(CV_MAX_BYTES)]);
    await chooseFile(page, uploadCv, { name: 'cv.pdf', mimeType: 'application/pdf', buffer: oversize });
    await nextAlert(page, CV_MESSAGES.tooLarge);
    await page.getByText('CV not uploaded').waitFor();
    await chooseFile(page, uploadCv, { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Amaya') });
    await nextAlert(page, UPLOAD_SUCCESS);
    await page.getByText('CV uploaded', { exact: true }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CV' }).click();
    const saved = await readFile(await (await download).path());
    expect(saved.subarray(0, 5).toString()).to.equal('%PDF-');
    await nextAlert(page, DOWNLOAD_SUCCESS);
    await dismissAlerts(page);
    await stillScreenshot(page, 'student-area-account');

    const narrow = await signedIn(student, NARROW);
    await narrow.getByRole('heading', { name: 'Account' }).waitFor();
    await narrow.locator('main img[src^="blob:"]').waitFor();
    await stillScreenshot(narrow, 'student-area-account-400px');
  });

  it('changes the password, and signs in again with the new one', async function () {
    const student = await fair.student({ commonName: 'Bhanuka', indexNumber: '200002B' });
    const page = await signedIn(student);
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await dialog.getByText(CHANGE_PASSWORD_MESSAGES.required).first().waitFor();
    await dialog.getByLabel('New Password').fill('short');
    await dialog.getByLabel('Confirm Password').fill('shorter');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await dialog.getByText(CHANGE_PASSWORD_MESSAGES.tooShort).waitFor();
    await dialog.getByText(CHANGE_PASSWORD_MESSAGES.doNotMatch).waitFor();
    await stillScreenshot(page, 'student-area-change-password');

    await dialog.getByLabel('New Password').fill('bhanuka-new-secret');
    await dialog.getByLabel('Confirm Password').fill('bhanuka-new-secret');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await nextAlert(page, PASSWORD_CHANGED);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).to.deep.equal([0, 0]);
    await signInThroughUi(page, 'student', student.email, 'bhanuka-new-secret');
    await logOutThroughUi(page, 'student');
  });

  it('builds a selection of several companies, reorders it, tries a duplicate, submits and re-submits', async function () {
    await fair.company('Orbit Systems', {
      tags: ['Embedded', 'Robotics'],
      panels: ['Robotics and Automation', 'Software Engineering'],
    });
    await fair.company('Lumen Power', { tags: ['Energy'], panels: ['Power and Energy'] });
    await fair.company('Quanta Analytics', {
      tags: ['Data'],
      panels: ['Artificial Intelligence Machine Learning and Data Science', 'DevOps'],
    });
    const student = await fair.student({ commonName: 'Chamod', indexNumber: '200003C' });
    const page = await signedIn(student);
    await page.getByRole('link', { name: 'Companies' }).click();
    await page.getByRole('heading', { name: 'Companies' }).waitFor();
    await page.getByText(NO_DATA_AVAILABLE).waitFor();
    await page.getByRole('button', { name: SUBMIT_LABELS.first, exact: true }).click();
    await page.getByText(SELECTION_MESSAGES.empty).waitFor();
    await page.getByText(SELECTION_MESSAGES.interestedAreaRequired).waitFor();

    await page.getByRole('button', { name: 'Add Company' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Company' });
    const addFrom = async (companyName: string, panel: string) => {
      const item = dialog.locator('.accordion-item').filter({ hasText: companyName });
      await item.getByRole('button', { name: companyName }).click();
      await item.getByLabel('Panel').selectOption(panel);
      await item.getByRole('button', { name: `Add ${companyName}` }).click();
    };
    await addFrom('Orbit Systems', 'Software Engineering');
    await dialog.getByText('Embedded').waitFor();
    await addFrom('Lumen Power', 'Power and Energy');
    await addFrom('Quanta Analytics', 'DevOps');
    await addFrom('Orbit Systems', 'Robotics and Automation');
    await dialog.getByText(SELECTION_MESSAGES.alreadyInList).waitFor();
    await dialog.getByText('3 of 10 selected').waitFor();
    await stillScreenshot(page, 'student-area-add-company');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    const table = page.locator('main table');
    expect(await columnTexts(table, 'Company')).to.deep.equal(['Orbit Systems', 'Lumen Power', 'Quanta Analytics']);
    expect(await columnTexts(table, 'Panel')).to.deep.equal(['Software Engineering', 'Power and Energy', 'DevOps']);
    await page.getByRole('button', { name: 'Move Quanta Analytics up' }).click();
    await page.getByRole('button', { name: 'Move Orbit Systems down' }).click();
    expect(await columnTexts(table, 'Company')).to.deep.equal(['Quanta Analytics', 'Orbit Systems', 'Lumen Power']);
    expect(await columnTexts(table, 'Priority')).to.deep.equal(['1', '2', '3']);
    await page.getByRole('button', { name: 'Remove Lumen Power' }).click();
    expect(await columnTexts(table, 'Company')).to.deep.equal(['Quanta Analytics', 'Orbit Systems']);

    await page.getByLabel('Interested Area').selectOption('AI / SE');
    await page.getByRole('button', { name: SUBMIT_LABELS.first, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: CONFIRM_SUBMIT });
    await confirm.waitFor();
    await stillScreenshot(page, 'student-area-confirm-submit');
    await confirm.getByRole('button', { name: SUBMIT_LABELS.first, exact: true }).click();
    await nextAlert(page, SELECTION_UPDATED);
    await page.getByRole('button', { name: SUBMIT_LABELS.again, exact: true }).waitFor();

    await page.reload();
    await page.getByRole('button', { name: SUBMIT_LABELS.again, exact: true }).waitFor();
    expect(await columnTexts(table, 'Company')).to.deep.equal(['Quanta Analytics', 'Orbit Systems']);
    expect(await page.getByLabel('Interested Area').inputValue()).to.equal('AI / SE');

    await page.getByRole('button', { name: 'Add Company' }).click();
    await addFrom('Lumen Power', 'Power and Energy');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Move Lumen Power up' }).click();
    await page.getByText('Unsubmitted changes').waitFor();
    await page.getByRole('button', { name: SUBMIT_LABELS.again, exact: true }).click();
    await confirm.getByRole('button', { name: SUBMIT_LABELS.again, exact: true }).click();
    await nextAlert(page, SELECTION_UPDATED);
    await page.getByText('Unsubmitted changes').waitFor({ state: 'detached' });
    await dismissAlerts(page);
    await stillScreenshot(page, 'student-area-companies');

    const submitted = await fair.api.ok<{ selectedCompaniesbyStudent: { companyName: string; order: number }[] }>(
      'GET',
      '/student/selected-companies',
      { token: student.token },
    );
    expect(submitted.selectedCompaniesbyStudent.map((entry) => [entry.order, entry.companyName])).to.deep.equal([
      [1, 'Quanta Analytics'],
      [2, 'Lumen Power'],
      [3, 'Orbit Systems'],
    ]);

    const narrow = await signedIn(student, NARROW);
    await narrow.goto('/student/companies');
    await narrow.getByRole('button', { name: SUBMIT_LABELS.again, exact: true }).waitFor();
    await stillScreenshot(narrow, 'student-area-companies-400px');
    await narrow.getByRole('button', { name: 'Add Company' }).click();
    await narrow.getByRole('dialog', { name: 'Add Company' }).getByText('Lumen Power', { exact: true }).waitFor();
    await stillScreenshot(narrow, 'student-area-add-company-400px');
  });

  it('can keep at most 10 companies in the selection', async function () {
    const companies = [];
    for (let n = 1; n <= MAX_SELECTED_COMPANIES + 1; n++) companies.push(await fair.company(`Firm ${n}`));
    const student = await fair.student({ commonName: 'Gayan', indexNumber: '200007G' });
    await fair.submitSelection(
      student,
      companies.slice(0, MAX_SELECTED_COMPANIES).map((company) => ({ company })),
    );
    const page = await signedIn(student);
    await page.goto('/student/companies');
    await page.getByText(`${MAX_SELECTED_COMPANIES} of ${MAX_SELECTED_COMPANIES}`, { exact: true }).waitFor();
    const addCompany = page.getByRole('button', { name: 'Add Company' });
    expect(await addCompany.isDisabled()).to.equal(true);
    await page.getByRole('button', { name: 'Remove Firm 3', exact: true }).click();
    await addCompany.click();
    const dialog = page.getByRole('dialog', { name: 'Add Company' });
    const last = dialog.locator('.accordion-item').filter({ hasText: `Firm ${MAX_SELECTED_COMPANIES + 1}` });
    await last.getByRole('button', { name: `Firm ${MAX_SELECTED_COMPANIES + 1}` }).click();
    await last.getByRole('button', { name: `Add Firm ${MAX_SELECTED_COMPANIES + 1}` }).click();
    await dialog.getByText(`${MAX_SELECTED_COMPANIES} of ${MAX_SELECTED_COMPANIES} selected`).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    expect(await addCompany.isDisabled()).to.equal(true);
    expect(await columnTexts(page.locator('main table'), 'Company')).to.have.length(MAX_SELECTED_COMPANIES);
  });

  it('uploads a CV meant for one selected company', async function () {
    const nova = await fair.company('Nova Labs');
    const delta = await fair.company('Delta Grid', { panels: ['Power and Energy'] });
    const student = await fair.student({ commonName: 'Dinithi', indexNumber: '200004D' });
    await fair.submitSelection(student, [{ company: nova }, { company: delta }]);

    const page = await signedIn(student, NARROW);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await stillScreenshot(page, 'student-area-burger-menu-400px');
    await page.getByRole('link', { name: 'Selected Companies' }).click();
    await page.getByRole('heading', { name: 'Selected Companies' }).waitFor();
    const novaItem = page.locator('.accordion-item').filter({ hasText: 'Nova Labs' });
    await novaItem.getByText('CV not uploaded').waitFor();
    await novaItem
      .getByRole('button', { name: /Nova Labs/ })
      .first()
      .click();
    await chooseFile(page, novaItem.getByRole('button', { name: 'Upload CV for Nova Labs' }), {
      name: 'nova-cv.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes('For Nova'),
    });
    await nextAlert(page, UPLOAD_SUCCESS);
    await novaItem.getByText('CV uploaded', { exact: true }).waitFor();
    await dismissAlerts(page);
    await stillScreenshot(page, 'student-area-selected-400px');

    const download = page.waitForEvent('download');
    await novaItem.getByRole('button', { name: 'Download CV for Nova Labs' }).click();
    expect((await readFile(await (await download).path())).toString('latin1')).to.contain('For Nova');

    const wide = await signedIn(student);
    await wide.getByRole('link', { name: 'Companies', exact: true }).waitFor();
    expect(await wide.getByRole('link', { name: 'Selected Companies' }).count()).to.equal(0);
    await wide.getByRole('link', { name: 'Companies' }).click();
    await wide.getByRole('link', { name: 'Selected Companies' }).click();
    const deltaItem = wide.locator('.accordion-item').filter({ hasText: 'Delta Grid' });
    await deltaItem.getByText('CV not uploaded').waitFor();
    await deltaItem
      .getByRole('button', { name: /Delta Grid/ })
      .first()
      .click();
    expect(await deltaItem.getByRole('button', { name: 'Download CV for Delta Grid' }).isDisabled()).to.equal(true);
    await deltaItem.getByText('No CV uploaded', { exact: true }).waitFor();
    await stillScreenshot(wide, 'student-area-selected');
  });

  it('sees an interview appear under Upcoming and then Current without reloading', async function () {
    this.timeout(180_000);
    const vertex = await fair.company('Vertex Motors', { panels: ['Robotics and Automation'] });
    const student = await fair.student({ commonName: 'Eshan', indexNumber: '200005E' });
    await fair.submitSelection(student, [{ company: vertex }]);

    const page = await signedIn(student);
    await page.getByRole('link', { name: 'Interviews' }).click();
    await page.getByRole('heading', { name: 'Interviews', exact: true }).waitFor();
    await page.getByText('Sorting is underway').waitFor();
    const current = page.locator('section[aria-labelledby="current-interviews"]');
    const upcoming = page.locator('section[aria-labelledby="upcoming-interviews"]');
    await current.getByText(NO_DATA_AVAILABLE).waitFor();
    await upcoming.getByText(NO_DATA_AVAILABLE).waitFor();
    const sameDocument = await markDocument(page);

    const interview = await fair.createInterview(student, vertex);
    await page.getByText('Waiting for a panel: Vertex Motors.').waitFor();
    const panel = await fair.panel(vertex, 'Panel A');
    await fair.assign(vertex, interview, panel);
    await fair.setTime(vertex, interview, '2026-03-14', '10:30');
    // The panel and the time arrive as two events: the row is waited for once it shows both.
    await upcoming
      .getByRole('row')
      .filter({ hasText: 'Vertex Motors' })
      .filter({ hasText: 'Panel A' })
      .filter({ hasText: '10:30' })
      .waitFor();
    await stillScreenshot(page, 'student-area-interviews-upcoming');

    await fair.move(vertex, interview, 'ongoing');
    await current.getByText('Vertex Motors').waitFor();
    await upcoming.getByText(NO_DATA_AVAILABLE).waitFor();
    expect(await sameDocument()).to.equal(true);
    await stillScreenshot(page, 'student-area-interviews');

    const narrow = await signedIn(student, NARROW);
    await narrow.goto('/student/interviews');
    await narrow.locator('section[aria-labelledby="current-interviews"]').getByText('Vertex Motors').waitFor();
    await stillScreenshot(narrow, 'student-area-interviews-400px');
  });

  it('takes a walk-in interview and finds the company among the selected ones', async function () {
    const open = await fair.company('Harbor Tech', {
      tags: ['Cloud'],
      description: 'Cloud platforms for ports.',
    });
    await fair.company('Summit Works');
    await fair.openWalkIn(open, true);
    const student = await fair.student({ commonName: 'Fathima', indexNumber: '200006F' });

    const page = await signedIn(student);
    await page.getByRole('link', { name: 'Walk-in' }).click();
    await page.getByRole('heading', { name: 'Walk-in Interviews' }).waitFor();
    await page.getByText('Cloud platforms for ports.').waitFor();
    expect(await page.getByText('Summit Works').count()).to.equal(0);
    await stillScreenshot(page, 'student-area-walk-in');
    const narrow = await signedIn(student, NARROW);
    await narrow.goto('/student/walk-in');
    await narrow.getByText('Harbor Tech').waitFor();
    await stillScreenshot(narrow, 'student-area-walk-in-400px');

    await page.getByRole('button', { name: 'Assign As Walk-in Interview with Harbor Tech' }).click();
    await page.waitForURL((url) => url.pathname === '/student/selected');
    const item = page.locator('.accordion-item').filter({ hasText: 'Harbor Tech' });
    await item.getByText('Walk-in', { exact: true }).waitFor();
    await dismissAlerts(page);
    await stillScreenshot(page, 'student-area-selected-walk-in');

    await page.getByRole('link', { name: 'Walk-in' }).click();
    const card = page.locator('.card').filter({ hasText: 'Harbor Tech' });
    await card.getByText('selected', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: /Assign As Walk-in Interview/ }).count()).to.equal(0);
  });
});
