import { expect } from 'chai';
import { followHeaderLink, signInAsCoordinator } from './support/coordinator-steps.js';
import { useE2E } from './support/e2e.js';
import { Fair, type FairCompany, type FairInterviewee } from './support/fair.js';
import { nextAlert } from './support/steps.js';

const INTERVIEWS = 150;
const PANELS = ['Software Engineering', 'DevOps', 'Quality Assurance'];

describe('browser: scheduling in bulk', function () {
  this.timeout(600_000);
  const e2e = useE2E();

  let fair: Fair;
  let company: FairCompany;
  let interviewees: readonly FairInterviewee[];

  before(async function () {
    this.timeout(540_000);
    fair = new Fair(e2e().portal);
    company = await fair.company('Bulk Robotics', { panels: PANELS, numberOfInterviews: INTERVIEWS });
    await fair.fairDays(
      ['2099-03-02', '2099-03-03', '2099-03-04'].map((date) => ({ date, opens: '08:00', closes: '20:00' })),
    );
    for (const panel of PANELS) await fair.panel(company, panel);
    interviewees = await fair.manyInterviewees(company, INTERVIEWS, '24');
  });

  it('schedules a company of 150 interviews in one action with the preview, previewing again after a change', async () => {
    const page = await e2e().newPage();
    await signInAsCoordinator(page, company);
    await followHeaderLink(page, 'Interviews');
    await page.getByRole('button', { name: 'Schedule all unscheduled' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule preview' });
    await dialog.getByText(`${INTERVIEWS} interviews would be given a panel and a time.`).waitFor();
    expect(await dialog.locator('tbody tr').count()).to.equal(INTERVIEWS);
    await dialog
      .getByRole('row')
      .filter({ hasText: interviewees[0]!.fullName })
      .getByText('Software Engineering')
      .waitFor();

    // Someone assigns one of them meanwhile: the preview no longer holds.
    await fair.assign(company, interviewees[1]!.interviewId, await fair.panelId(company, 'DevOps'));
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await nextAlert(page, 'The interviews changed since this preview; preview again');
    await dialog.getByText('The interviews changed since this preview, so nothing was scheduled.').waitFor();
    expect((await fair.interview(company, interviewees[0]!.interviewId)).time).to.equal(null);

    await dialog.getByRole('button', { name: 'Preview again' }).click();
    await dialog.getByText(`${INTERVIEWS} interviews would be given a panel and a time.`).waitFor();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await nextAlert(page, `${INTERVIEWS} interviews scheduled`);
    await dialog.waitFor({ state: 'detached' });

    // The first panel's queue, now with a time for each of its students.
    const queue = page.getByRole('table', { name: 'Panel students' });
    await queue.getByText(interviewees[0]!.fullName).waitFor();
    expect(await queue.locator('tbody tr').count()).to.equal(INTERVIEWS / PANELS.length);
    expect(await queue.locator('tbody tr time').count()).to.equal(INTERVIEWS / PANELS.length);
    expect(await queue.getByText('Not set').count()).to.equal(0);
    const after = await fair.interview(company, interviewees[INTERVIEWS - 1]!.interviewId);
    expect(after.status).to.equal('assigned');
    expect(after.time).to.be.a('string');
  });
});
