import { expect } from 'chai';
import { COMPANY_PANEL_MESSAGES } from '../../domain/company-panels.js';
import { formatEventDate, formatEventTime } from '../../domain/event-time.js';
import { NO_DATA_AVAILABLE } from '../../ui/src/screen-texts.js';
import { PANEL_MESSAGES } from '../../domain/panel.js';
import { walkInToggleLabel } from '../../ui/src/pages/coordinator/walk-in-toggle-label.js';
import { Fair, type FairInterviewee } from './support/fair.js';
import { LIVE_STREAM, switchPollingOff } from './support/live.js';
import { followHeaderLink, region, rowOf, signInAsCoordinator } from './support/coordinator-steps.js';
import { NARROW, useE2E } from './support/e2e.js';
import { screenshot } from './support/screenshots.js';
import { dismissAlerts, makeOngoingUnchecked, nextAlert } from './support/steps.js';

describe('browser: the coordinator area', function () {
  this.timeout(120_000);
  const e2e = useE2E();

  /** A company with its coordinator and three students who each got an interview with it. */
  const companyWithInterviewees = async (companyName: string, indexPrefix: string) => {
    const fair = new Fair(e2e().portal);
    return { fair, ...(await fair.companyWithInterviewees(companyName, indexPrefix)) };
  };

  it('adds panels, is told a name is taken, assigns students, and deletes only a panel without students', async function () {
    const { fair, company, students } = await companyWithInterviewees('Orbit Systems', '23010');
    const [nimal, sanduni, kasun] = students;
    const page = await e2e().newPage();
    // Without the live stream and polling, this screen keeps what it drew until the coordinator acts on
    // it, so that Delete Panel can race another coordinator's assignment, as when the stream is down.
    await page.route(LIVE_STREAM, (route) => route.abort('connectionrefused'));
    await switchPollingOff(page);
    await signInAsCoordinator(page, company);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('heading', { name: 'Orbit Systems' }).waitFor();
    for (const student of students) await rowOf(page, student.fullName).waitFor();

    const addPanel = async (name: string) => {
      await dismissAlerts(page);
      await page.getByRole('button', { name: 'Add Panel' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Panel Name').fill(name);
      await dialog.getByRole('button', { name: 'Add Panel' }).click();
      return dialog;
    };

    await page.getByRole('button', { name: 'Add Panel' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add Panel' }).click();
    await dialog.getByText(PANEL_MESSAGES.nameRequired).waitFor();
    await screenshot(page, 'coordinator-add-panel');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    for (const name of ['Panel A', 'Panel B']) {
      await (await addPanel(name)).waitFor({ state: 'detached' });
      await page.getByRole('tab', { name: `${name} 0` }).waitFor();
    }
    const taken = await addPanel('panel a');
    await taken.getByText(COMPANY_PANEL_MESSAGES.nameTaken).waitFor();
    await screenshot(page, 'coordinator-add-panel-name-taken');
    await taken.getByRole('button', { name: 'Cancel' }).click();

    const selectPanel = async (student: FairInterviewee, panelName: string) => {
      await page.getByLabel(`Select Panel for ${student.fullName}`).first().selectOption({ label: panelName });
    };
    await selectPanel(nimal, 'Panel A');
    await page.getByRole('tab', { name: 'Panel A 1' }).waitFor();
    await selectPanel(sanduni, 'Panel A');
    await page.getByRole('tab', { name: 'Panel A 2' }).waitFor();
    await selectPanel(kasun, 'Panel B');
    await page.getByRole('tab', { name: 'Panel B 1' }).waitFor();
    expect(await page.getByLabel(`Select Panel for ${nimal.fullName}`).first().inputValue()).to.equal(
      await fair.panelId(company, 'Panel A'),
    );
    await dismissAlerts(page);
    await screenshot(page, 'coordinator-dashboard');

    await page.getByRole('tab', { name: 'Panel A 2' }).click();
    const panelA = page.getByRole('tabpanel');
    await rowOf(panelA, nimal.fullName).waitFor();
    await rowOf(panelA, sanduni.fullName).waitFor();
    await panelA.getByText(PANEL_MESSAGES.hasStudents).waitFor();
    expect(await panelA.getByRole('button', { name: 'Delete Panel' }).isDisabled()).to.equal(true);
    await screenshot(page, 'coordinator-panel-with-students');

    // Panel C is empty on this screen when another coordinator's session puts Kasun in it.
    await (await addPanel('Panel C')).waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Panel C 0' }).click();
    const panelC = page.getByRole('tabpanel');
    await panelC.getByText(NO_DATA_AVAILABLE).waitFor();
    await fair.assign(company, kasun.interviewId, await fair.panelId(company, 'Panel C'));
    await dismissAlerts(page);
    await panelC.getByRole('button', { name: 'Delete Panel Panel C', exact: true }).click();
    await page.locator('.popover').getByRole('button', { name: 'Delete' }).click();
    await nextAlert(page, PANEL_MESSAGES.hasStudents);
    await page.getByRole('tab', { name: 'Panel C 1' }).waitFor();
    expect(await panelC.getByRole('button', { name: 'Delete Panel' }).isDisabled()).to.equal(true);
    await screenshot(page, 'coordinator-delete-panel-refused');

    await page.getByRole('tab', { name: 'Panel B 0' }).click();
    const panelB = page.getByRole('tabpanel');
    await panelB.getByRole('button', { name: 'Delete Panel' }).click();
    await page.getByText('Confirm Delete?').waitFor();
    await page.locator('.popover').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('tab', { name: /^Panel B/ }).waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'All 3', selected: true }).waitFor();
  });

  it('sets each student’s interview time, shown as HH:MM on the fair’s clock', async function () {
    const { fair, company, students } = await companyWithInterviewees('Lumen Grid', '23020');
    const [nimal, sanduni, kasun] = students;
    await fair.placeInPanels(company, { 'Morning Panel': [nimal, sanduni], 'Evening Panel': [kasun] });

    const page = await e2e().newPage();
    await signInAsCoordinator(page, company);
    await followHeaderLink(page, 'Interviews');
    await page.getByRole('heading', { name: 'Interviews' }).waitFor();
    expect(await page.getByLabel('Panel', { exact: true }).locator('option:checked').textContent()).to.equal(
      'Morning Panel',
    );
    const row = rowOf(page, nimal.fullName);
    await row.getByText('Not set').waitFor();
    await row.getByLabel(`Time for ${nimal.fullName}`).fill('09:30');
    await row.getByRole('button', { name: 'Set Time' }).click();
    await row.locator('time').getByText('09:30').waitFor();
    await rowOf(page, sanduni.fullName).getByLabel(`Time for ${sanduni.fullName}`).fill('10:15');
    await rowOf(page, sanduni.fullName).getByRole('button', { name: 'Set Time' }).click();
    await rowOf(page, sanduni.fullName).locator('time').getByText('10:15').waitFor();
    await dismissAlerts(page);
    await screenshot(page, 'coordinator-interviews');

    const stored = await fair.interview(company, nimal.interviewId);
    const instant = new Date(stored.time ?? '');
    expect(formatEventTime(instant)).to.equal('09:30');
    expect(formatEventDate(instant)).to.equal(formatEventDate(new Date()));

    await page.getByLabel('Panel', { exact: true }).selectOption({ label: 'Evening Panel' });
    await page.waitForURL((url) => url.searchParams.get('panel') !== null);
    await rowOf(page, kasun.fullName).waitFor();
    expect(await rowOf(page, nimal.fullName).count()).to.equal(0);

    await page.getByLabel('Panel', { exact: true }).selectOption({ label: 'Morning Panel' });
    await rowOf(page, nimal.fullName).getByLabel(`Time for ${nimal.fullName}`).fill('');
    await rowOf(page, nimal.fullName).getByRole('button', { name: 'Set Time' }).click();
    await rowOf(page, nimal.fullName).getByText('Not set').waitFor();
    expect((await fair.interview(company, nimal.interviewId)).time).to.equal(null);
  });

  it('runs the queue: Make Ongoing, Mark As Done, Back to queue, for every panel or one', async function () {
    const { fair, company, students } = await companyWithInterviewees('Quanta Labs', '23030');
    const [nimal, sanduni, kasun] = students;
    await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni], 'Panel B': [kasun] });

    const page = await e2e().newPage();
    await signInAsCoordinator(page, company);
    await followHeaderLink(page, 'Ongoing');
    await page.getByRole('heading', { name: 'Ongoing Interviews' }).waitFor();
    const current = region(page, 'Current Interview');
    const upcoming = region(page, 'Upcoming');
    const finished = region(page, 'Finished');
    await current.getByText(NO_DATA_AVAILABLE).waitFor();
    for (const student of students)
      await rowOf(upcoming, student.fullName).getByRole('button', { name: 'Make Ongoing' }).waitFor();
    await finished.getByText(NO_DATA_AVAILABLE).waitFor();
    await screenshot(page, 'coordinator-ongoing-queue');

    await makeOngoingUnchecked(page, rowOf(upcoming, nimal.fullName));
    await current.getByText(nimal.fullName).waitFor();
    await current.getByRole('button', { name: 'Mark As Done' }).waitFor();
    expect(await rowOf(upcoming, nimal.fullName).count()).to.equal(0);

    // A second ongoing interview waits behind the current one, with its own Mark As Done.
    await makeOngoingUnchecked(page, rowOf(upcoming, sanduni.fullName));
    await rowOf(upcoming, sanduni.fullName).getByRole('button', { name: 'Mark As Done' }).waitFor();
    await current.getByText(nimal.fullName).waitFor();
    await dismissAlerts(page);
    await screenshot(page, 'coordinator-ongoing');

    await current.getByRole('button', { name: 'Mark As Done' }).click();
    await current.getByText(sanduni.fullName).waitFor();
    await rowOf(finished, nimal.fullName).getByRole('button', { name: 'Back to queue' }).waitFor();
    expect((await fair.interview(company, nimal.interviewId)).status).to.equal('finished');
    await dismissAlerts(page);
    await screenshot(page, 'coordinator-ongoing-finished');

    await rowOf(finished, nimal.fullName).getByRole('button', { name: 'Back to queue' }).click();
    await rowOf(upcoming, nimal.fullName).getByRole('button', { name: 'Make Ongoing' }).waitFor();
    await finished.getByText(NO_DATA_AVAILABLE).waitFor();
    expect((await fair.interview(company, nimal.interviewId)).status).to.equal('assigned');

    await page.getByLabel('Panel', { exact: true }).selectOption({ label: 'Panel B' });
    await page.waitForURL((url) => url.searchParams.get('panel') !== null);
    await current.getByText(NO_DATA_AVAILABLE).waitFor();
    await rowOf(upcoming, kasun.fullName).waitFor();
    expect(await rowOf(upcoming, nimal.fullName).count()).to.equal(0);
    await page.getByLabel('Panel', { exact: true }).selectOption({ label: 'All panels' });
    await current.getByText(sanduni.fullName).waitFor();
  });

  it('opens walk-in, places a walk-in student in a panel, and closes walk-in again', async function () {
    const fair = new Fair(e2e().portal);
    const company = await fair.company('Walkway Tech');
    await fair.panel(company, 'Walk-in Panel');
    const visitor = await fair.student({
      commonName: 'Dilini',
      fullName: 'D.M. Senanayake',
      indexNumber: '230401B',
    });

    const page = await e2e().newPage();
    await signInAsCoordinator(page, company);
    await followHeaderLink(page, 'Walk-in');
    await page.getByRole('heading', { name: 'Walk-in' }).waitFor();
    await page.getByText('Walk-in closed').waitFor();
    await page.getByText(NO_DATA_AVAILABLE).waitFor();
    await screenshot(page, 'coordinator-walk-in-closed');

    await page.getByRole('button', { name: walkInToggleLabel(false) }).click();
    await page.getByRole('button', { name: walkInToggleLabel(true) }).waitFor();
    await page.getByText('Walk-in open').waitFor();

    await fair.takeWalkIn(company, visitor);
    await page.reload();
    const row = rowOf(page, visitor.fullName);
    await row.waitFor();
    await row.getByLabel(`Select Panel for ${visitor.fullName}`).selectOption({ label: 'Walk-in Panel' });
    await row.getByText('assigned').waitFor();
    await dismissAlerts(page);
    await screenshot(page, 'coordinator-walk-in');

    await page.getByRole('button', { name: walkInToggleLabel(true) }).click();
    await page.getByRole('button', { name: walkInToggleLabel(false) }).waitFor();
    await page.getByText('Walk-in closed').waitFor();
    expect(await fair.walkingStatus(company)).to.equal(false);
  });

  it('shows every coordinator screen in a 400 px window, with the links in the burger menu', async function () {
    const { fair, company, students } = await companyWithInterviewees('Narrow Works', '23050');
    const [nimal, sanduni, kasun] = students;
    await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni] });
    await fair.move(company, nimal.interviewId, 'ongoing');

    const page = await e2e().newPage(NARROW);
    await signInAsCoordinator(page, company);
    await rowOf(page, kasun.fullName).waitFor();
    expect(await page.getByRole('link', { name: 'Ongoing', exact: true }).count()).to.equal(0);
    await screenshot(page, 'coordinator-dashboard-400px');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await screenshot(page, 'coordinator-burger-menu-400px');
    await page.getByRole('link', { name: 'Interviews', exact: true }).click();
    await rowOf(page, sanduni.fullName).waitFor();
    await screenshot(page, 'coordinator-interviews-400px');
    await followHeaderLink(page, 'Ongoing');
    await region(page, 'Current Interview').getByText(nimal.fullName).waitFor();
    await screenshot(page, 'coordinator-ongoing-400px');
    await followHeaderLink(page, 'Walk-in');
    await page.getByRole('button', { name: walkInToggleLabel(false) }).waitFor();
    await screenshot(page, 'coordinator-walk-in-400px');
    await followHeaderLink(page, 'Dashboard');
    await page.getByRole('button', { name: 'Add Panel' }).click();
    await page.getByRole('dialog').getByLabel('Panel Name').waitFor();
    await screenshot(page, 'coordinator-add-panel-400px');
  });
});
