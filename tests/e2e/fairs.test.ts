import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { NEXT_FAIR_MADE } from '../../adapters/http/routes/fair-routes.js';
import { DEFAULT_EVENT_TIME_ZONE } from '../../domain/event-time.js';
import { dateAfter } from '../../domain/fair-days.js';
import { FAIR_MESSAGES, firstFairName } from '../../domain/fair.js';
import { fairState, pastFairNotice } from '../../ui/src/pages/admin/fair-words.js';
import { auditScreen } from './support/axe.js';
import { followHeaderLink, rowOf } from './support/coordinator-steps.js';
import { useE2E } from './support/e2e.js';
import { Fair, fairDayIn } from './support/fair.js';
import { FIRST_ADMIN } from './support/portal.js';
import { screenshot } from './support/screenshots.js';
import { nextAlert, signInThroughUi } from './support/steps.js';

const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'a past fair: it is read-only' });

describe("browser: next year's fair, and the past fairs opened read-only", function () {
  this.timeout(240_000);
  const e2e = useE2E();

  it("makes next year's fair only once this one is over (the portal says so in the dialog; an offset that overlaps its days is refused on the field), then opens the past fair read-only with its interviews and goes back", async () => {
    const fair = new Fair(e2e().portal);
    const company = await fair.company('Harbour Robotics');
    const nimal = await fair.interviewee(company, { commonName: 'Nimal', indexNumber: '24110A' });
    const running = [fairDayIn(1), fairDayIn(2)];
    await fair.fairDays(running);
    const [first] = await fair.api.ok<{ name: string; year: number }[]>('GET', '/admin/fairs', {
      token: await fair.admin(),
    });
    const oldName = first!.name;
    const newName = firstFairName(first!.year + 1);

    const page = await e2e().newPage();
    await signInThroughUi(page, 'admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    await followHeaderLink(page, 'Fair Settings');
    await page.getByRole('link', { name: 'Fairs', exact: true }).click();
    await page.getByRole('heading', { name: 'Fairs', exact: true }).waitFor();
    await rowOf(page, oldName).getByText('Current', { exact: true }).waitFor();

    // Not while the fair runs: the portal says so in the dialog.
    const makeNext = page.getByRole('button', { name: "Make next year's fair" });
    const dialog = page.getByRole('dialog', { name: "Make next year's fair" });
    await makeNext.click();
    await dialog.getByRole('button', { name: 'Make the fair' }).click();
    await dialog.getByRole('alert').getByText(FAIR_MESSAGES.notOver(running[1]!.date), { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    const days = [fairDayIn(-12), fairDayIn(-11)];
    await fair.fairDays(days);
    await page.reload();
    await rowOf(page, oldName).getByText(days[1]!.date).waitFor();
    await makeNext.click();
    expect(await dialog.getByLabel('Name').inputValue()).to.equal(newName);
    expect(await dialog.getByLabel('Offset (days)').inputValue()).to.equal('364');
    const dialogProblems = await auditScreen(page, 'admin-next-fair', () => dialog.getByLabel('Name').waitFor());
    await dialog.getByLabel('Offset (days)').fill('1');
    await dialog.getByRole('button', { name: 'Make the fair' }).click();
    await dialog.getByText(FAIR_MESSAGES.overlap(1, dateAfter(days[0]!.date, 1), days[1]!.date, 2)).waitFor();
    expect(await dialog.getByLabel('Offset (days)').getAttribute('class')).to.include('is-invalid');

    await dialog.getByLabel('Offset (days)').fill('364');
    await dialog.getByRole('button', { name: 'Make the fair' }).click();
    await nextAlert(page, NEXT_FAIR_MADE);
    await dialog.waitFor({ state: 'detached' });
    await rowOf(page, newName).getByText('Current', { exact: true }).waitFor();
    const [past] = (
      await fair.api.ok<{ name: string; current: boolean; endedAt: string }[]>('GET', '/admin/fairs', {
        token: await fair.admin(),
      })
    ).filter((each) => !each.current);
    expect(past?.name).to.equal(oldName);
    await rowOf(page, oldName)
      .getByText(fairState({ current: false, endedAt: past!.endedAt }, DEFAULT_EVENT_TIME_ZONE))
      .waitFor();
    expect(await rowOf(page, newName).getByRole('button', { name: /^Open/ }).count()).to.equal(0);
    const listProblems = await auditScreen(page, 'admin-fairs', () =>
      rowOf(page, oldName)
        .getByRole('button', { name: `Open ${oldName}` })
        .waitFor(),
    );

    // The past fair, opened: every admin screen says so, and reads its records.
    await rowOf(page, oldName)
      .getByRole('button', { name: `Open ${oldName}` })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await banner(page).getByText(pastFairNotice(oldName), { exact: true }).waitFor();
    await followHeaderLink(page, 'Interviews');
    await rowOf(page, nimal.indexNumber).first().waitFor();
    await banner(page).waitFor();
    const bannerProblems = await auditScreen(page, 'admin-past-fair-interviews', () =>
      rowOf(page, nimal.indexNumber).first().waitFor(),
    );

    // A change is refused by the portal, as read-only.
    await followHeaderLink(page, 'Fair Settings');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await nextAlert(page, FAIR_MESSAGES.readOnly(oldName));

    // Back to the current fair: none of the students' interviews came along.
    await banner(page).getByRole('button', { name: 'Back to the current fair' }).click();
    await banner(page).waitFor({ state: 'detached' });
    await followHeaderLink(page, 'Interviews');
    await page.getByText('No data available').first().waitFor();
    expect(await rowOf(page, nimal.indexNumber).count()).to.equal(0);

    // The dashboard compares the current fair with the last one.
    await followHeaderLink(page, 'Dashboard');
    await page.getByText(`Compared with ${oldName}`, { exact: true }).waitFor();
    await rowOf(page, 'Interviews per company').first().waitFor();
    await screenshot(page, 'admin-dashboard-compared-with-last-fair');

    expect([...listProblems, ...dialogProblems, ...bannerProblems]).to.deep.equal([]);
  });
});
