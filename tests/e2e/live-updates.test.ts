import { expect } from 'chai';
import { DEFAULT_EVENT_TIME_ZONE, formatEventTime } from '../../domain/event-time.js';
import { NO_DATA_AVAILABLE } from '../../ui/src/screen-texts.js';
import { COMPANY_CURRENT_INTERVIEWS_POLL_MS } from '../../ui/src/live/polling.js';
import { ROLE_SIGN_IN_PATHS } from '../../domain/role.js';
import { ROLE_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../../ui/src/session/stored-credentials.js';
import { region, rowOf, signInAsCompany, signInAsCoordinator } from './support/coordinator-steps.js';
import { useE2E } from './support/e2e.js';
import { Fair } from './support/fair.js';
import {
  droppedStream,
  interceptLiveStream,
  LIVE_STREAM,
  streamOpened,
  switchPollingOff,
  UPDATES_LIVE,
} from './support/live.js';
import { screenshot } from './support/screenshots.js';
import { logOutThroughUi, markDocument, signInThroughUi } from './support/steps.js';

/**
 * How long a pushed change may take to reach the screen here: the portal sends it within a second,
 * but chromium, the portal and other suites share a busy machine. Polling is switched off, so
 * nothing but the stream could bring it.
 */
const PUSHED = { timeout: 10_000 } as const;

/** A promise and the function that settles it, for a test to hold a connection until it is ready. */
function signal(): { readonly done: Promise<void>; readonly give: () => void } {
  let give!: () => void;
  const done = new Promise<void>((resolve) => {
    give = resolve;
  });
  return { done, give };
}

describe('browser: screens follow the live stream', function () {
  this.timeout(120_000);
  const e2e = useE2E();
  let fair: Fair;
  before(function () {
    fair = new Fair(e2e().portal);
  });

  it('the company desk shows the coordinator’s queue moves as they happen, with polling switched off', async function () {
    const { company, students } = await fair.companyWithInterviewees('Lumen Grid', '23410');
    const [nimal, sanduni] = students;
    await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni] });

    const desk = await e2e().newPage();
    await switchPollingOff(desk);
    await signInAsCompany(desk, company);
    await desk.getByText(UPDATES_LIVE).waitFor();
    const current = region(desk, 'Current Interview');
    const upcoming = region(desk, 'Upcoming');
    await current.getByText(NO_DATA_AVAILABLE).waitFor();
    await rowOf(upcoming, nimal.fullName).waitFor();
    const sameDocument = await markDocument(desk);

    await fair.move(company, nimal.interviewId, 'ongoing');
    await current.getByText(nimal.fullName).waitFor(PUSHED);
    expect(await rowOf(upcoming, nimal.fullName).count()).to.equal(0);
    await screenshot(desk, 'live-company-current-interviews');

    await fair.move(company, nimal.interviewId, 'finished');
    await rowOf(region(desk, 'Finished'), nimal.fullName).waitFor(PUSHED);
    await current.getByText(NO_DATA_AVAILABLE).waitFor(PUSHED);
    expect(await sameDocument()).to.equal(true);

    const streamClosed = desk.waitForEvent('requestfailed', (request) => request.url().endsWith('/rest/api/v1/live'));
    await logOutThroughUi(desk, 'company');
    await streamClosed;
  });

  it('a student’s Interviews screen shows their interview placed, timed and started, with polling switched off', async function () {
    const company = await fair.company('Orbit Labs', { panels: ['Robotics and Automation'] });
    const student = await fair.student({ commonName: 'Dilini', indexNumber: '234201D' });
    await fair.submitSelection(student, [{ company }]);

    const page = await e2e().newPage();
    await switchPollingOff(page);
    await signInThroughUi(page, 'student', student.email, student.password);
    await page.getByRole('link', { name: 'Interviews' }).click();
    await page.getByRole('heading', { name: 'Interviews', exact: true }).waitFor();
    await page.getByText(UPDATES_LIVE).waitFor();
    const current = page.locator('section[aria-labelledby="current-interviews"]');
    const upcoming = page.locator('section[aria-labelledby="upcoming-interviews"]');
    await upcoming.getByText(NO_DATA_AVAILABLE).waitFor();
    const sameDocument = await markDocument(page);

    const interview = await fair.createInterview(student, company);
    await page.getByText('Waiting for a panel: Orbit Labs.').waitFor(PUSHED);

    await fair.assign(company, interview, await fair.panel(company, 'Panel A'));
    const row = upcoming.getByRole('row').filter({ hasText: 'Orbit Labs' });
    await row.getByText('Panel A').waitFor(PUSHED);

    await fair.setTime(company, interview, '2026-03-14', '10:30');
    await row.getByText('10:30').waitFor(PUSHED);
    await screenshot(page, 'live-student-interviews-upcoming');

    await fair.move(company, interview, 'ongoing');
    await current.getByText('Orbit Labs').waitFor(PUSHED);
    await upcoming.getByText(NO_DATA_AVAILABLE).waitFor(PUSHED);
    expect(await sameDocument()).to.equal(true);
    await screenshot(page, 'live-student-interviews-current');
  });

  it('the coordinator’s dashboard shows panels added and filled from another session, with polling switched off', async function () {
    const { company, students } = await fair.companyWithInterviewees('Helio Forge', '23440');
    const [nimal] = students;
    const panelA = await fair.panel(company, 'Panel A');

    const page = await e2e().newPage();
    await switchPollingOff(page);
    const opened = streamOpened(page);
    await signInAsCoordinator(page, company);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('tab', { name: 'Panel A 0' }).waitFor();
    await opened;

    await fair.assign(company, nimal.interviewId, panelA);
    await page.getByRole('tab', { name: 'Panel A 1' }).waitFor(PUSHED);
    await fair.panel(company, 'Panel B');
    await page.getByRole('tab', { name: 'Panel B 0' }).waitFor(PUSHED);

    await page.getByRole('tab', { name: 'Panel A 1' }).click();
    await rowOf(page.getByRole('tabpanel'), nimal.fullName).waitFor();
    expect(await page.getByRole('tabpanel').getByRole('button', { name: 'Delete Panel' }).isDisabled()).to.equal(true);
    await screenshot(page, 'live-coordinator-dashboard');
  });

  it('reconnects by itself after the stream drops, catching up on what changed meanwhile', async function () {
    const { company, students } = await fair.companyWithInterviewees('Quanta Works', '23420');
    const [nimal, sanduni] = students;
    await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni] });
    const secondAttempt = signal();
    const serverBack = signal();

    const desk = await e2e().newPage();
    await switchPollingOff(desk);
    // The first connection is dropped at once; the next finds the server away until the test says so.
    await interceptLiveStream(desk, (attempt, route) => {
      if (attempt === 1) return droppedStream(route);
      if (attempt === 2) {
        secondAttempt.give();
        return serverBack.done.then(() => route.abort('connectionrefused'));
      }
      return undefined;
    });
    await signInAsCompany(desk, company);
    const current = region(desk, 'Current Interview');
    await rowOf(region(desk, 'Upcoming'), nimal.fullName).waitFor();
    await secondAttempt.done;
    await desk.getByText('Live updates are reconnecting.').waitFor();
    const sameDocument = await markDocument(desk);

    await fair.move(company, nimal.interviewId, 'ongoing');
    expect(await current.getByText(nimal.fullName).count()).to.equal(0);
    await screenshot(desk, 'live-company-reconnecting');

    serverBack.give();
    await desk.getByText(UPDATES_LIVE).waitFor(PUSHED);
    await current.getByText(nimal.fullName).waitFor(PUSHED);

    await fair.move(company, nimal.interviewId, 'finished');
    await fair.move(company, sanduni.interviewId, 'ongoing');
    await current.getByText(sanduni.fullName).waitFor(PUSHED);
    await rowOf(region(desk, 'Finished'), nimal.fullName).waitFor(PUSHED);
    expect(await sameDocument()).to.equal(true);
  });

  it('shows that it is offline and since when while the network is down, and catches up when it is back', async function () {
    const { company, students } = await fair.companyWithInterviewees('Pulse Dynamics', '23450');
    const [nimal, sanduni] = students;
    await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni] });

    const desk = await e2e().newPage();
    await switchPollingOff(desk);
    await signInAsCompany(desk, company);
    await desk.getByText(UPDATES_LIVE).waitFor();
    const current = region(desk, 'Current Interview');
    await fair.move(company, nimal.interviewId, 'ongoing');
    await current.getByText(nimal.fullName).waitFor(PUSHED);
    const sameDocument = await markDocument(desk);
    const offlineNotice = desk.getByRole('status').filter({ hasText: 'Offline since' });
    expect(await offlineNotice.count()).to.equal(0);

    const cutAt = new Date();
    await desk.context().setOffline(true);
    await offlineNotice.waitFor();
    const shown = await offlineNotice.innerText();
    const minutes = [cutAt, new Date()].map((instant) => formatEventTime(instant, DEFAULT_EVENT_TIME_ZONE));
    expect(minutes.map((hhmm) => `Offline since ${hhmm} — reconnecting…`)).to.include(shown.trim());
    await desk.getByText('Live updates are reconnecting.').waitFor();
    await screenshot(desk, 'live-offline-banner');

    await fair.move(company, nimal.interviewId, 'finished');
    await fair.move(company, sanduni.interviewId, 'ongoing');
    expect(await current.getByText(sanduni.fullName).count()).to.equal(0);

    // Back online it names the last event it heard, so the server tells it what it missed.
    const resumed = desk.waitForRequest(
      (request) => request.url().endsWith('/rest/api/v1/live') && request.headers()['last-event-id'] !== undefined,
      PUSHED,
    );
    await desk.context().setOffline(false);
    await resumed;
    await offlineNotice.waitFor({ state: 'detached', ...PUSHED });
    await desk.getByText(UPDATES_LIVE).waitFor(PUSHED);
    await current.getByText(sanduni.fullName).waitFor(PUSHED);
    await rowOf(region(desk, 'Finished'), nimal.fullName).waitFor(PUSHED);
    expect(await sameDocument()).to.equal(true);
  });

  it('signs the company out when its account is deleted: the stream ends and refuses the token', async function () {
    const company = await fair.company('Nova Mills');
    const desk = await e2e().newPage();
    await switchPollingOff(desk);
    await signInAsCompany(desk, company);
    await desk.getByText(UPDATES_LIVE).waitFor();

    await fair.api.ok('DELETE', `/company/delete/${company.id}`, { token: await fair.admin() });
    await desk.waitForURL((url) => url.pathname === ROLE_SIGN_IN_PATHS.company, PUSHED);
    expect(
      await desk.evaluate(
        ([tokenKey, roleKey]) =>
          [tokenKey, roleKey].map((key) => localStorage.getItem(key) ?? sessionStorage.getItem(key)),
        [TOKEN_STORAGE_KEY, ROLE_STORAGE_KEY] as const,
      ),
    ).to.deep.equal([null, null]);
  });

  it('falls back to polling every 3 seconds while the stream cannot be reached', async function () {
    const { company, students } = await fair.companyWithInterviewees('Vega Systems', '23430');
    const [nimal] = students;
    await fair.placeInPanels(company, { 'Panel A': [nimal] });

    const desk = await e2e().newPage();
    await desk.route(LIVE_STREAM, (route) => route.abort('connectionrefused'));
    await signInAsCompany(desk, company);
    await desk
      .getByText(
        `Live updates are reconnecting; this page refreshes every ${COMPANY_CURRENT_INTERVIEWS_POLL_MS / 1000} seconds meanwhile.`,
      )
      .waitFor();
    const current = region(desk, 'Current Interview');
    await rowOf(region(desk, 'Upcoming'), nimal.fullName).waitFor();

    await fair.move(company, nimal.interviewId, 'ongoing');
    await current.getByText(nimal.fullName).waitFor();
    await screenshot(desk, 'live-company-polling-fallback');
  });
});
