import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { formatEventDate, formatEventDateTime, formatEventTime } from '../../domain/event-time.js';
import { followHeaderLink, region, rowOf, signInAsCompany, signInAsCoordinator } from './support/coordinator-steps.js';
import { BOTH_WIDTHS, DESKTOP, useE2E } from './support/e2e.js';
import { Fair, type FairCompany, type FairInterviewee } from './support/fair.js';
import { screenshot } from './support/screenshots.js';

/** How long a change made elsewhere may take to reach an open screen (live stream, else the 3 s poll). */
const SOON = { timeout: 15_000 } as const;

/** The coordinator's Ongoing screen, all panels. */
async function openOngoing(page: Page, company: FairCompany, someone: FairInterviewee): Promise<void> {
  await signInAsCoordinator(page, company);
  await rowOf(page, someone.fullName).first().waitFor();
  await followHeaderLink(page, 'Ongoing');
}

/** The current interview of one panel, inside the Current Interview card, named by the panel. */
function currentOf(page: Page, panelName: string): Locator {
  return region(page, 'Current Interview').getByRole('article', { name: panelName, exact: true });
}

/** The polite live region that puts the queue's changes into words. */
function announcements(page: Page): Locator {
  return page.locator('[role="status"][aria-live="polite"]').filter({ hasText: /./ });
}

describe('browser: a company with two panels sees each panel’s current interview', function () {
  this.timeout(240_000);
  const e2e = useE2E();

  for (const [width, viewport] of BOTH_WIDTHS) {
    it(`shows one current interview per panel, each under its panel's name, on the Ongoing and Current Interviews screens (${width})`, async function () {
      const fair = new Fair(e2e().portal);
      const { company, students } = await fair.companyWithInterviewees(
        `Twin Panels ${viewport.width}`,
        viewport === DESKTOP ? '24110' : '24120',
      );
      const [nimal, sanduni, kasun] = students;
      await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni], 'Panel B': [kasun] });
      await fair.move(company, nimal.interviewId, 'ongoing');
      await fair.move(company, kasun.interviewId, 'ongoing');

      const coordinator = await e2e().newPage(viewport);
      await openOngoing(coordinator, company, nimal);
      const desk = await e2e().newPage(viewport);
      await signInAsCompany(desk, company);

      for (const page of [coordinator, desk]) {
        await currentOf(page, 'Panel A').getByText(nimal.fullName).waitFor();
        await currentOf(page, 'Panel B').getByText(kasun.fullName).waitFor();
        const upcoming = region(page, 'Upcoming');
        await rowOf(upcoming, sanduni.fullName).waitFor();
        expect(await rowOf(upcoming, kasun.fullName).count(), 'Panel B’s interview is not upcoming').to.equal(0);
        expect(await rowOf(upcoming, nimal.fullName).count()).to.equal(0);
      }
      await screenshot(coordinator, `queue-two-panels-ongoing-${viewport.width}`);
      await screenshot(desk, `queue-two-panels-company-${viewport.width}`);

      // Panel B's interview done, its panel has none current while Panel A's stays.
      await fair.move(company, kasun.interviewId, 'finished');
      for (const page of [coordinator, desk]) {
        await rowOf(region(page, 'Finished'), kasun.fullName).waitFor(SOON);
        await currentOf(page, 'Panel B').waitFor({ state: 'detached', ...SOON });
        await currentOf(page, 'Panel A').getByText(nimal.fullName).waitFor();
      }
    });
  }
});

describe('browser: the Ongoing table shows a checked-in student’s status on a laptop', function () {
  this.timeout(240_000);
  const e2e = useE2E();

  /** Whether the element is on screen, inside its scrolling box, and not under anything (the sticky actions). */
  async function shownUncovered(target: Locator): Promise<string | null> {
    return target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return 'it has no size';
      if (box.left < 0 || box.right > window.innerWidth) return `it is outside the window (${box.left}–${box.right})`;
      const scroller = element.closest('.table-responsive');
      if (scroller) {
        const visible = scroller.getBoundingClientRect();
        if (box.left < visible.left || box.right > visible.right)
          return `it is scrolled out of its table (${box.left}–${box.right} of ${visible.left}–${visible.right})`;
      }
      const actions = element.closest('tr')?.querySelector('.table-sticky-end')?.getBoundingClientRect();
      if (actions && box.right > actions.left && box.left < actions.right)
        return `it runs under the action buttons (${box.left}–${box.right}, actions from ${actions.left})`;
      const y = box.top + box.height / 2;
      for (const x of [box.left + 1, box.left + box.width / 2, box.right - 1]) {
        const top = document.elementFromPoint(x, y);
        if (!top || !(element === top || element.contains(top)))
          return `it is covered at ${x} by ${top?.outerHTML.slice(0, 120) ?? 'nothing'}`;
      }
      return null;
    });
  }

  const widths = [...BOTH_WIDTHS, ['1366×768', { width: 1366, height: 768 }]] as const;
  for (const [width, viewport] of widths) {
    it(`shows "Here" of a checked-in student uncovered by the action buttons, without sideways scrolling (${width})`, async function () {
      const fair = new Fair(e2e().portal);
      const { company, students } = await fair.companyWithInterviewees(
        `Status Shown ${viewport.width}`,
        `242${String(viewport.width).slice(0, 2)}`,
      );
      const [nimal, sanduni] = students;
      await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni] });
      // Timed, so the Time column holds the day and HH:MM.
      await fair.setTime(company, nimal.interviewId, '2099-11-26', '09:30');
      await fair.setTime(company, sanduni.interviewId, '2099-11-26', '10:00');
      await fair.checkIn(company, nimal);

      const page = await e2e().newPage(viewport);
      await openOngoing(page, company, nimal);
      const here = rowOf(region(page, 'Upcoming'), nimal.fullName).getByText(/^Here/);
      await here.waitFor();
      await screenshot(page, `queue-status-shown-${viewport.width}`);
      expect(await shownUncovered(here)).to.equal(null);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(sideways, 'the page scrolls sideways').to.equal(false);
    });
  }
});

describe('browser: queue changes are announced in words', function () {
  this.timeout(240_000);
  const e2e = useE2E();

  for (const [width, viewport] of BOTH_WIDTHS) {
    it(`says who is now current, who checked in and who moved, on the Ongoing and Current Interviews screens (${width})`, async function () {
      const fair = new Fair(e2e().portal);
      const { company, students } = await fair.companyWithInterviewees(
        `Spoken Queue ${viewport.width}`,
        viewport === DESKTOP ? '24310' : '24320',
      );
      const [nimal, sanduni] = students;
      await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni] });

      const coordinator = await e2e().newPage(viewport);
      await openOngoing(coordinator, company, nimal);
      const desk = await e2e().newPage(viewport);
      await signInAsCompany(desk, company);
      for (const page of [coordinator, desk]) await rowOf(region(page, 'Upcoming'), sanduni.fullName).waitFor();

      await fair.move(company, nimal.interviewId, 'ongoing');
      for (const page of [coordinator, desk])
        await announcements(page)
          .getByText(`${nimal.fullName} is now the current interview in Panel A.`)
          .waitFor({ state: 'attached', ...SOON });

      await fair.checkIn(company, sanduni);
      for (const page of [coordinator, desk])
        await announcements(page)
          .getByText(`${sanduni.fullName} checked in.`)
          .waitFor({ state: 'attached', ...SOON });

      await fair.move(company, nimal.interviewId, 'finished');
      for (const page of [coordinator, desk])
        await announcements(page)
          .getByText(`${nimal.fullName}'s interview is finished.`)
          .waitFor({ state: 'attached', ...SOON });
    });
  }
});

describe('browser: Next free after midnight proposes a free time that Set Time takes', function () {
  this.timeout(240_000);
  // When the suite starts, the fair's clock is set to a zone where it is between 22:30 and 23:30, so the
  // panel's fourth free time (90 minutes on) falls after midnight while the tests still run before it.
  let zone = 'Etc/GMT';
  const e2e = useE2E(() => {
    zone = zoneWhereItIsLateEvening(new Date());
    return { EVENT_TIMEZONE: zone };
  });
  const STEP_MS = 30 * 60_000; // a 25-minute interview and a 5-minute buffer

  for (const [width, viewport] of BOTH_WIDTHS) {
    it(`accepts Next free's time after midnight, on its own date (${width})`, async function () {
      const fair = new Fair(e2e().portal);
      const { company, students } = await fair.companyWithInterviewees(
        `Late Shift ${viewport.width}`,
        viewport === DESKTOP ? '24410' : '24420',
      );
      const fourth = await fair.interviewee(company, {
        commonName: 'Dilini',
        fullName: 'D.M. Perera',
        indexNumber: viewport === DESKTOP ? '244103A' : '244203A',
      });
      const [nimal, sanduni, kasun] = students;
      await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni, kasun, fourth] });

      // The panel is busy from now until past midnight: the next free time is the next day's.
      const fiveMinutes = 5 * 60_000;
      const start = Math.ceil(Date.now() / fiveMinutes) * fiveMinutes;
      for (const [index, taken] of [sanduni, kasun, fourth].entries()) {
        // Fair.setTime reads its day and HH:MM on the portal's default clock: the instant is what counts.
        const instant = new Date(start + index * STEP_MS);
        await fair.setTime(company, taken.interviewId, formatEventDate(instant), formatEventTime(instant));
      }
      const expected = new Date(start + 3 * STEP_MS);
      const today = formatEventDate(new Date(), zone);
      expect(formatEventDate(expected, zone), 'the proposal is after midnight').to.not.equal(today);

      const page = await e2e().newPage(viewport);
      await signInAsCoordinator(page, company);
      await rowOf(page, nimal.fullName).first().waitFor();
      await followHeaderLink(page, 'Interviews');
      const row = rowOf(page, nimal.fullName);
      await row.getByRole('button', { name: `Next free slot, ${nimal.fullName}` }).click();
      const field = row.getByLabel(`Time for ${nimal.fullName}`);
      await page.waitForFunction(([input, hhmm]) => (input as HTMLInputElement).value === hhmm, [
        await field.elementHandle(),
        formatEventTime(expected, zone),
      ] as const);
      const day = formatEventDateTime(expected, zone).split(', ')[0]!;
      await screenshot(page, `queue-next-free-after-midnight-${viewport.width}`);

      await row.getByRole('button', { name: 'Set Time' }).click();
      await page.locator('.alert-stack .alert-success').waitFor();
      expect((await fair.interview(company, nimal.interviewId)).time).to.equal(expected.toISOString());
      // Saved, the form shows the interview's time on its own day, which is not today.
      await row.getByText(`on ${day}`).waitFor();
    });
  }
});

/** A whole-hour zone where `now` is between 22:30 and 23:30. */
function zoneWhereItIsLateEvening(now: Date): string {
  const localHour = now.getUTCMinutes() < 30 ? 23 : 22;
  const ahead = (((localHour - now.getUTCHours()) % 24) + 24) % 24; // hours ahead of UTC, 0..23
  const offset = ahead > 14 ? ahead - 24 : ahead; // -12..+14, as the Etc/GMT zones go
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
