import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { auditScreen } from './support/axe.js';
import { followHeaderLink, rowOf } from './support/coordinator-steps.js';
import { DESKTOP, useE2E } from './support/e2e.js';
import { Fair } from './support/fair.js';
import { switchPollingOff, UPDATES_LIVE } from './support/live.js';
import { FIRST_ADMIN } from './support/portal.js';
import { screenshot } from './support/screenshots.js';
import { signInThroughUi } from './support/steps.js';

/** The portal tells within a second; chromium and the portal share a busy machine here. */
const PUSHED = { timeout: 10_000 } as const;

const panelsTable = (page: Page) => page.getByRole('table', { name: 'Panels', exact: true });
const demandChart = (page: Page) => page.locator('[data-chart="demand"]');

describe("browser: the organizer's live dashboard and the audit log", function () {
  this.timeout(240_000);
  const e2e = useE2E();

  it('shows the fair in charts and tables that follow an interview moved meanwhile, and offers the figures as xlsx', async function () {
    const fair = new Fair(e2e().portal);
    const { company, students } = await fair.companyWithInterviewees('Orbit Labs', '24610');
    const [nimal, sanduni] = students;
    await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni] });
    await fair.move(company, nimal.interviewId, 'ongoing');
    await fair.move(company, nimal.interviewId, 'finished');

    const page = await e2e().newPage(DESKTOP);
    await switchPollingOff(page);
    await signInThroughUi(page, 'admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    await page.getByText(UPDATES_LIVE).waitFor();

    await demandChart(page).locator('svg').first().waitFor();
    expect(await demandChart(page).getAttribute('role')).to.equal('img');
    expect(await demandChart(page).getAttribute('aria-label')).to.contain(
      'Orbit Labs, 3 chose it, 3 interviews of 20 places',
    );
    expect(await page.locator('[data-chart="per-hour"]').getAttribute('aria-label')).to.match(
      /^Interviews finished per hour: \d{4}-\d{2}-\d{2} \d{2}:00, 1\.$/,
    );
    const panelA = rowOf(panelsTable(page), 'Panel A');
    expect(await panelA.locator('td').allInnerTexts()).to.deep.include.members(['Orbit Labs', 'Panel A', '1', '—']);
    await page.getByRole('table', { name: 'Admins' }).getByText(FIRST_ADMIN.email).waitFor();
    await screenshot(page, 'admin-dashboard-live');

    await fair.move(company, sanduni.interviewId, 'ongoing');

    await panelA.filter({ hasText: 'S.K. Wijesinghe' }).waitFor(PUSHED);
    expect(await page.locator('[data-figure="Interviews now"]').innerText()).to.equal('1');
    expect(await page.locator('[data-figure="Waiting in queues"]').innerText()).to.equal('0');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download dashboard (.xlsx)' }).click();
    expect((await download).suggestedFilename()).to.equal('fair-dashboard.xlsx');

    const problems = await auditScreen(page, 'admin-dashboard-live', () =>
      demandChart(page).locator('svg').first().waitFor(),
    );
    expect(problems).to.deep.equal([]);
  });

  it("lists the administrators' actions newest first, searched by action, e-mail or summary, with no way to change them", async function () {
    const fair = new Fair(e2e().portal);
    const company = await fair.company('Audit Trail Systems');
    const student = await fair.student({ commonName: 'Dilani', indexNumber: '24620A' });
    await fair.submitSelection(student, [{ company }]);
    await fair.createInterview(student, company);

    const page = await e2e().newPage(DESKTOP);
    await signInThroughUi(page, 'admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    await followHeaderLink(page, 'Audit Log');
    await page.waitForURL((url) => url.pathname === '/admin/audit');
    const log = page.getByRole('table', { name: 'Audit log', exact: true });
    await log.getByText('interview.created').first().waitFor();
    const newest = log.getByRole('row').nth(1);
    expect(await newest.innerText())
      .to.contain('interview.created')
      .and.contain('Audit Trail Systems');
    expect(await newest.innerText()).to.contain(FIRST_ADMIN.email);

    await page.getByLabel('Search the audit log').fill('Audit Trail Systems');
    await page.waitForFunction(
      () =>
        !document.body.innerText.includes('coordinator.added') && document.body.innerText.includes('company.created'),
    );
    const actions = await log.locator('tbody tr td:nth-child(3)').allInnerTexts();
    expect(actions).to.deep.equal(['interview.created', 'company.created']);
    await page.getByText('2 entries').waitFor();
    expect(await log.getByRole('button', { name: /edit|delete/i }).count()).to.equal(0);
    await screenshot(page, 'admin-audit-log-search');

    await page.getByLabel('Search the audit log').fill('');
    // A table at 1280 px, a list of cards on a phone.
    const entries = log.or(page.getByRole('list', { name: 'Audit log', exact: true }));
    const problems = await auditScreen(page, 'admin-audit-log', () =>
      entries.getByText('coordinator.added').first().waitFor(),
    );
    expect(problems).to.deep.equal([]);
  });
});
