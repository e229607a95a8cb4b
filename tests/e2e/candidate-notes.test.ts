import { expect } from 'chai';
import { readFile } from 'node:fs/promises';
import { ASSESSMENT_COLUMNS, ASSESSMENT_MESSAGES, ASSESSMENTS_SHEET_NAME } from '../../domain/assessment.js';
import { UPLOAD_SUCCESS } from '../../domain/messages.js';
import { DOWNLOAD_SUCCESS } from '../../ui/src/screen-texts.js';
import { readSheet } from '../support/downloads-readers.js';
import { auditScreen } from './support/axe.js';
import { followHeaderLink, rowOf, signInAsCompany, signInAsCoordinator } from './support/coordinator-steps.js';
import { useE2E } from './support/e2e.js';
import { Fair, pdfBytes } from './support/fair.js';
import { screenshot } from './support/screenshots.js';
import { dismissAlerts, nextAlert } from './support/steps.js';
import { chooseFile } from './support/student-steps.js';

describe('browser: candidate notes', function () {
  this.timeout(180_000);
  const e2e = useE2E();

  it('a coordinator rates and notes an interviewee from the profile dialog; the company reads and exports it', async () => {
    const fair = new Fair(e2e().portal);
    const { company, students } = await fair.companyWithInterviewees('Quartz Controls', '23130');
    const [nimal, sanduni] = students;
    await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni] });

    const coordinator = await e2e().newPage();
    await signInAsCoordinator(coordinator, company);
    await followHeaderLink(coordinator, 'Ongoing');
    await rowOf(coordinator, nimal.fullName)
      .getByRole('button', { name: `View profile of ${nimal.fullName}` })
      .click();
    const dialog = coordinator.getByRole('dialog', { name: 'Student Profile' });
    const save = dialog.getByRole('button', { name: 'Save Assessment' });
    // The list under 640 px and the table above it are different elements: the dialog opens from each.
    const problems = await auditScreen(coordinator, 'coordinator-assessment-invalid', async () => {
      if (!(await dialog.isVisible())) {
        await rowOf(coordinator, nimal.fullName)
          .getByRole('button', { name: `View profile of ${nimal.fullName}` })
          .click();
      }
      await save.click();
      await dialog.getByText(ASSESSMENT_MESSAGES.rating).waitFor();
    });
    expect(problems, problems.join('\n')).to.deep.equal([]);

    await dialog.getByRole('radio', { name: '4' }).check();
    await dialog.getByLabel('Next Step').selectOption({ label: 'Shortlist' });
    await dialog.getByLabel('Notes').fill('Explained the PID loop of the line follower clearly.');
    await save.click();
    await nextAlert(coordinator, ASSESSMENT_MESSAGES.saved);
    await dialog.getByText(`Last saved by ${company.coordinator.name}`).waitFor();
    await screenshot(coordinator, 'coordinator-assessment');

    const desk = await e2e().newPage();
    await signInAsCompany(desk, company);
    await followHeaderLink(desk, 'Students');
    await rowOf(desk, nimal.fullName)
      .getByRole('button', { name: `View profile of ${nimal.fullName}` })
      .click();
    const profile = desk.getByRole('dialog', { name: 'Student Profile' });
    await profile.getByText(`Last saved by ${company.coordinator.name}`).waitFor();
    expect(await profile.getByRole('radio', { name: '4' }).isChecked()).to.equal(true);
    expect(await profile.getByLabel('Notes').inputValue()).to.equal(
      'Explained the PID loop of the line follower clearly.',
    );
    await profile.getByLabel('Next Step').selectOption({ label: 'Offer' });
    await profile.getByRole('button', { name: 'Save Assessment' }).click();
    await profile.getByText(`Last saved by ${company.companyName}`).waitFor();
    await desk.keyboard.press('Escape');
    await profile.waitFor({ state: 'detached' });
    await dismissAlerts(desk);

    const downloading = desk.waitForEvent('download');
    await desk.getByRole('button', { name: 'Download Assessments' }).click();
    const download = await downloading;
    await nextAlert(desk, DOWNLOAD_SUCCESS);
    expect(download.suggestedFilename()).to.equal(`${company.username}-assessments.xlsx`);
    const sheet = await readSheet(await readFile(await download.path()), ASSESSMENTS_SHEET_NAME);
    expect(sheet.rows[0]).to.deep.equal([...ASSESSMENT_COLUMNS]);
    const nimalRow = sheet.rows.find((row) => row[0] === nimal.indexNumber);
    expect(nimalRow?.slice(5, 9)).to.deep.equal([
      4,
      'Offer',
      'Explained the PID loop of the line follower clearly.',
      company.companyName,
    ]);
    expect(sheet.rows.some((row) => row[0] === sanduni.indexNumber)).to.equal(true);
  });

  it('a company uploads a PDF CV for an interviewee from its Students screen', async () => {
    const fair = new Fair(e2e().portal);
    const company = await fair.company('Basalt Energy');
    const kumari = await fair.interviewee(company, { commonName: 'Kumari', indexNumber: '231401B' });

    const desk = await e2e().newPage();
    await signInAsCompany(desk, company);
    await followHeaderLink(desk, 'Students');
    const upload = rowOf(desk, kumari.fullName).getByRole('button', { name: `Upload CV of ${kumari.fullName}` });
    await chooseFile(desk, upload, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
    await desk.locator('.alert-stack .alert').first().waitFor();
    expect(await desk.locator('.alert-stack').textContent()).not.to.include(UPLOAD_SUCCESS);
    await dismissAlerts(desk);

    await chooseFile(desk, upload, { name: 'kumari.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Kumari CV') });
    await nextAlert(desk, UPLOAD_SUCCESS);

    await dismissAlerts(desk);

    const downloading = desk.waitForEvent('download');
    await rowOf(desk, kumari.fullName)
      .getByRole('button', { name: `Download CV of ${kumari.fullName}` })
      .click();
    const cv = await readFile(await (await downloading).path());
    expect(cv.toString('latin1')).to.include('Kumari CV');
  });
});
