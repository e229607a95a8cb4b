import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { STRIKE_MESSAGES } from '../../domain/strike.js';
import { auditScreen } from './support/axe.js';
import { rowOf } from './support/coordinator-steps.js';
import { useE2E } from './support/e2e.js';
import { Fair, type FairInterviewee } from './support/fair.js';
import { FIRST_ADMIN } from './support/portal.js';
import { nextAlert, signInThroughUi } from './support/steps.js';

/** The student's Strikes, under their interviews. */
const strikesOf = (page: Page) => page.getByRole('region', { name: 'Strikes' });

const onInterviews = async (page: Page, student: FairInterviewee): Promise<void> => {
  await signInThroughUi(page, 'student', student.email, student.password);
  await page.goto('/student/interviews');
};

describe('browser: strikes of no-shows, seen by the student and excused by an admin', function () {
  this.timeout(240_000);
  const e2e = useE2E();

  it('shows a student marked no-show their strike with its company, day and expiry; an admin excuses it with a reason, which the student then sees', async () => {
    const fair = new Fair(e2e().portal);
    const company = await fair.company('Strike Labs');
    const student = await fair.interviewee(company, { commonName: 'Tharindu', indexNumber: '23790A' });
    await fair.placeInPanels(company, { 'Panel A': [student] });
    await fair.move(company, student.interviewId, 'no-show');

    const studentPage = await e2e().newPage();
    await onInterviews(studentPage, student);
    const strike = rowOf(strikesOf(studentPage), 'Strike Labs');
    await strike.getByText('Counts').waitFor();
    await strike.getByText(/^No-show on .* · expires .*$/).waitFor();
    const studentProblems = await auditScreen(studentPage, 'student-strikes', () => strike.waitFor());

    const adminPage = await e2e().newPage();
    await signInThroughUi(adminPage, 'admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    await adminPage.goto('/admin/strikes');
    const listed = rowOf(adminPage, student.indexNumber);
    const excuse = listed.getByRole('button', { name: /^Excuse the strike of .* at Strike Labs$/ });
    const adminProblems = await auditScreen(adminPage, 'admin-strikes', () => excuse.waitFor());

    await excuse.click();
    const dialog = adminPage.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Excuse strike' }).click();
    await dialog.getByText(STRIKE_MESSAGES.reasonRequired).waitFor();
    const dialogProblems = await auditScreen(adminPage, 'admin-excuse-strike', () =>
      dialog.getByLabel('Reason').waitFor(),
    );
    await dialog.getByLabel('Reason').fill('Train cancelled');
    await dialog.getByRole('button', { name: 'Excuse strike' }).click();
    await nextAlert(adminPage, 'Strike excused: it no longer counts');
    await listed.getByText(`Excused by ${FIRST_ADMIN.email}: Train cancelled`).waitFor();
    expect(await listed.getByRole('button', { name: /^Excuse/ }).count()).to.equal(0);

    await studentPage.reload();
    await rowOf(strikesOf(studentPage), 'Strike Labs').getByText('Excused: Train cancelled').waitFor();
    expect([...studentProblems, ...adminProblems, ...dialogProblems]).to.deep.equal([]);
  });
});
