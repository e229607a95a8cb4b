import { expect } from 'chai';
import { auditScreen } from './support/axe.js';
import { useE2E } from './support/e2e.js';
import { Fair } from './support/fair.js';
import { UPDATES_LIVE } from './support/live.js';
import { signInThroughUi } from './support/steps.js';

/** The portal tells within a second; chromium and the portal share a busy machine here. */
const PUSHED = { timeout: 10_000 } as const;

describe('browser: places and waits in the queues, and paused panels', function () {
  this.timeout(240_000);
  const e2e = useE2E();

  it("shows the student their place and wait as the queue moves, and a paused panel's banner until it resumes; the boards show each queue and the coordinator resumes it", async function () {
    const fair = new Fair(e2e().portal);
    const { company, students } = await fair.companyWithInterviewees('Orbit Labs', '23610');
    const [nimal, sanduni, kasun] = students;
    await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni, kasun] });
    const panelId = await fair.panelId(company, 'Panel A');

    const page = await (await e2e().newContext()).newPage();
    await signInThroughUi(page, 'student', kasun.email, kasun.password);
    await page.getByRole('link', { name: 'Interviews' }).click();
    await page.getByText(UPDATES_LIVE).waitFor();
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    // Nobody has finished yet: the wait is read at the configured 25 minutes an interview.
    await upcoming.getByText('Place 3 of 3 · about 50 min').waitFor();
    const problems = await auditScreen(page, 'student-interviews-places', () =>
      upcoming.getByText('Place 3 of 3').waitFor(),
    );

    await fair.move(company, nimal.interviewId, 'ongoing');
    await upcoming.getByText('Place 2 of 2 · about 50 min').waitFor(PUSHED);
    await fair.move(company, nimal.interviewId, 'finished');
    await fair.move(company, sanduni.interviewId, 'ongoing');
    await upcoming.getByText(/^Place 1 of 1 · /).waitFor(PUSHED);

    await fair.pause(company, panelId, 'Lunch break', 45);
    const banner = page.getByRole('status').filter({ hasText: 'Panel A at Orbit Labs is paused' });
    await banner.getByText(/Lunch break · back about \d\d:\d\d/).waitFor(PUSHED);
    await upcoming.getByText(/^Place 1 of 1 · about 4[45] min$/).waitFor();
    problems.push(
      ...(await auditScreen(page, 'student-interviews-paused', () => banner.getByText('Lunch break').waitFor())),
    );

    const coordinator = await (await e2e().newContext()).newPage();
    await signInThroughUi(coordinator, 'coordinator', company.coordinator.email, company.coordinator.password);
    await coordinator.goto('/coordinator/ongoing');
    const queues = coordinator.getByRole('region', { name: 'Queues' });
    await queues.getByText(/1 waiting · done about \d\d:\d\d · Lunch break · back about \d\d:\d\d/).waitFor();
    problems.push(
      ...(await auditScreen(coordinator, 'coordinator-panel-queues', () =>
        queues.getByRole('button', { name: 'Resume Panel A' }).waitFor(),
      )),
    );
    await queues.getByRole('button', { name: 'Resume Panel A' }).click();
    await queues.getByRole('button', { name: 'Pause Panel A' }).waitFor(PUSHED);

    await banner.waitFor({ state: 'detached', ...PUSHED });
    await upcoming.getByText(/^Place 1 of 1 · (about \d+ min|any moment now)$/).waitFor();
    expect(problems).to.deep.equal([]);
  });
});
