import { expect } from 'chai';
import type { Locator, Page } from 'playwright-core';
import { NO_DATA_AVAILABLE } from '../../ui/src/screen-texts.js';
import type { Role } from '../../domain/role.js';
import { clippedHeaderCells, offScreenProblems } from './support/axe.js';
import { followHeaderLink, region, rowOf, signInAsCompany, signInAsCoordinator } from './support/coordinator-steps.js';
import { BOTH_WIDTHS, DESKTOP, useE2E } from './support/e2e.js';
import { Fair, type FairCompany, type FairInterviewee, type FairStudent } from './support/fair.js';
import { FIRST_ADMIN } from './support/portal.js';
import { screenshot } from './support/screenshots.js';
import { logOutThroughUi, signInThroughUi } from './support/steps.js';

/** Where a text the user needs is not in full view: not shown, cut by a box, or off the window's sides. */
async function outOfSight(target: Locator): Promise<string | null> {
  if (!(await target.isVisible())) return 'not shown';
  return target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0) return 'not shown';
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      if (getComputedStyle(box).overflowX === 'visible') continue;
      const bounds = box.getBoundingClientRect();
      if (rect.left < bounds.left - 1 || rect.right > bounds.right + 1) return `cut by ${box.className}`;
    }
    if (rect.left < -1 || rect.right > window.innerWidth + 1) return 'off the window';
    // Something drawn over it (a sticky column) hides it as surely as a box that clips it.
    const top = document.elementFromPoint(rect.left + Math.min(4, rect.width / 2), rect.top + rect.height / 2);
    if (top && !element.contains(top) && !top.contains(element)) return `under ${top.textContent?.trim()}`;
    return null;
  });
}

/** Every text and control the user needs, in full view, and nothing else sideways or cut on the page. */
async function fitProblems(page: Page, needed: readonly Locator[]): Promise<string[]> {
  const problems = [
    ...(await offScreenProblems(page, { scrollingAllowed: false })),
    ...(await clippedHeaderCells(page)),
  ];
  for (const target of needed) {
    await target.scrollIntoViewIfNeeded().catch(() => undefined);
    const where = await outOfSight(target);
    if (where) problems.push(`${target.toString()} is ${where}`);
  }
  return problems;
}

describe('browser: every table fits a laptop and a phone, with its columns and actions in view', function () {
  this.timeout(300_000);
  const e2e = useE2E();

  let fair: Fair;
  let lumen: FairCompany;
  let helix: FairCompany;
  let nimal: FairInterviewee;
  let chamod: FairStudent;
  let quiet: FairCompany;
  let dinuka: FairStudent;

  before(async function () {
    this.timeout(120_000);
    fair = new Fair(e2e().portal);
    const desk = await fair.companyWithInterviewees('Helix Robotics and Automation', '24120', { withCv: true });
    helix = desk.company;
    [nimal] = desk.students;
    await fair.placeInPanels(helix, { 'Panel A': [nimal] });
    await fair.checkIn(helix, nimal);
    lumen = await fair.company('Lumen Power and Energy Solutions International', {
      tags: ['Energy', 'Power Systems', 'Renewables'],
      panels: ['Power and Energy', 'Artificial Intelligence Machine Learning and Data Science'],
      areas: ['Power Systems', 'AI / SE', 'Automation', 'Installation', 'Management'],
    });
    chamod = await fair.student({ commonName: 'Chamod', indexNumber: '240003C', withCv: true });
    await fair.submitSelection(chamod, [{ company: lumen }, { company: helix }]);
    // A company with no interviewee yet and a student who has chosen nothing: every list of theirs is empty.
    quiet = await fair.company('Quiet Works');
    dinuka = await fair.student({ commonName: 'Dinuka', indexNumber: '240004D' });
  });

  for (const [width, viewport] of BOTH_WIDTHS) {
    it(`shows every admin table's essential columns and actions with no header cut and nothing to scroll sideways (${width})`, async () => {
      const page = await e2e().newPage(viewport);
      await signInThroughUi(page, 'admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
      const problems: string[] = [];
      const check = async (screen: string, needed: readonly Locator[]) => {
        await needed[0]!.waitFor();
        problems.push(...(await fitProblems(page, needed)).map((problem) => `${screen}: ${problem}`));
        await screenshot(page, `tables-fit-${screen}-${viewport.width}px`);
      };

      await page.goto('/admin/companies');
      const company = rowOf(page, lumen.companyName);
      await check('companies', [
        company.getByText(lumen.companyName, { exact: true }),
        company.getByText('both', { exact: true }),
        company.getByText('Artificial Intelligence Machine Learning and Data Science', { exact: true }),
        company.getByText('Management', { exact: true }),
        company.getByText('Ruwan Perera', { exact: true }),
        company.getByRole('button', { name: `Edit ${lumen.companyName}` }),
        company.getByRole('button', { name: `Delete ${lumen.companyName}` }),
        company.getByRole('button', { name: `Get CV of ${lumen.companyName}` }),
      ]);

      await page.goto('/admin/coordinators');
      const coordinator = rowOf(page, lumen.coordinator.email);
      await check('coordinators', [
        coordinator.getByText(lumen.companyName, { exact: true }),
        coordinator.getByText(lumen.coordinator.email, { exact: true }),
        coordinator.getByRole('button', { name: `Delete ${lumen.coordinator.email}` }),
      ]);

      await page.goto('/admin/interviews');
      const interview = rowOf(page, nimal.indexNumber);
      await check('interviews', [
        interview.getByText(helix.companyName, { exact: true }),
        interview.getByTitle(/^Checked in at/),
        interview.getByText('Panel A', { exact: true }),
      ]);

      await page.goto('/admin/company-select');
      const selection = rowOf(page, lumen.companyName).filter({ hasText: chamod.indexNumber });
      await check('company-select', [
        selection.getByText(chamod.indexNumber, { exact: true }),
        selection.getByRole('button', { name: `Select ${lumen.companyName} for ${chamod.indexNumber}` }),
        selection.getByText(/\d{2}:\d{2}/),
      ]);

      await page.goto('/admin/students');
      const student = rowOf(page, chamod.indexNumber);
      await check('students', [
        student.getByText(chamod.email, { exact: true }),
        student.getByRole('button', { name: `Delete ${chamod.indexNumber}` }),
      ]);

      await page.goto('/admin/audit');
      await check('audit-log', [
        page
          .getByRole('table', { name: 'Audit log' })
          .or(page.getByRole('list', { name: 'Audit log' }))
          .getByText('company.created')
          .first(),
      ]);
      expect(problems, `\n${problems.join('\n')}\n`).to.deep.equal([]);
    });

    it(`lets a coordinator reach each student's View Profile on the Students list without scrolling sideways (${width})`, async () => {
      const page = await e2e().newPage(viewport);
      await signInAsCoordinator(page, helix);
      await rowOf(page, nimal.fullName).first().waitFor();
      await followHeaderLink(page, 'Students');
      const row = rowOf(page, chamod.indexNumber);
      await row.waitFor();
      const view = row.getByRole('button', { name: `View profile of ${chamod.fullName}` });
      expect(await fitProblems(page, [view, row.getByText(chamod.email, { exact: true })])).to.deep.equal([]);
      await view.click();
      await page.getByRole('dialog', { name: 'Student Profile' }).waitFor();
    });

    it(`keeps the admin Interviews page from scrolling sideways once a student is checked in (${width})`, async () => {
      const page = await e2e().newPage(viewport);
      await signInThroughUi(page, 'admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
      await page.goto('/admin/interviews');
      await rowOf(page, nimal.indexNumber)
        .getByTitle(/^Checked in at/)
        .waitFor();
      for (const narrow of [viewport, { width: 400, height: 800 }, { width: 320, height: 640 }]) {
        await page.setViewportSize(narrow);
        // The screen lays itself out anew for the width (a list of cards on a phone): judged once it has.
        await page
          .waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, null, { timeout: 5_000 })
          .catch(() => undefined);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `sideways scroll at ${narrow.width} px`).to.equal(0);
      }
    });

    it(`keeps the header on one row, with Logout in the account menu at its end in every area (${width})`, async () => {
      const areas: readonly [Role, (page: Page) => Promise<void>, string][] = [
        [
          'admin',
          (page) => signInThroughUi(page, 'admin', FIRST_ADMIN.email, FIRST_ADMIN.password),
          '/admin/companies',
        ],
        ['coordinator', (page) => signInAsCoordinator(page, helix), '/coordinator/students'],
        ['company', (page) => signInAsCompany(page, helix), '/company/account'],
        ['student', (page) => signInThroughUi(page, 'student', chamod.email, chamod.password), '/student'],
      ];
      for (const [role, signIn, screen] of areas) {
        const page = await e2e().newPage(viewport);
        await signIn(page);
        await page.getByRole('button', { name: 'Account menu' }).waitFor();
        await page.goto(screen);
        await page.locator('main h1, main h2').first().waitFor();
        const header = page.locator('header');
        if (viewport === DESKTOP) {
          const rows = await header.evaluate((element) => {
            const tops = [...element.querySelectorAll('a, button')]
              .filter((item) => item.getBoundingClientRect().height > 0)
              .map((item) => {
                const rect = item.getBoundingClientRect();
                return Math.round(rect.top + rect.height / 2);
              });
            return Math.max(...tops) - Math.min(...tops);
          });
          expect(rows, `the ${role} header's links and account menu are on one row`).to.be.below(12);
        }
        // Logout is nowhere but in the account menu: not a header link, not a button on the screen.
        expect(await page.getByRole('link', { name: 'Logout' }).count(), `${role}: a Logout link`).to.equal(0);
        expect(await page.getByRole('button', { name: 'Logout' }).count(), `${role}: Logout outside the menu`).to.equal(
          0,
        );
        await logOutThroughUi(page, role);
      }
    });

    it(`says what to do next on every empty list of coordinator, company and student, never "${NO_DATA_AVAILABLE}" alone (${width})`, async () => {
      const bare: string[] = [];
      /** Judges the empty lists of the screen whose heading (or titled part) is `heading`, once it shows one. */
      const judge = async (page: Page, heading: string) => {
        await page.getByRole('heading', { name: heading, exact: true }).or(region(page, heading)).first().waitFor();
        const empty = page.locator('.empty-state');
        await empty.first().waitFor();
        for (const text of await empty.allInnerTexts()) {
          const [first, ...next] = text.split('\n').filter((line) => line.trim());
          expect(first?.trim(), heading).to.equal(NO_DATA_AVAILABLE);
          if (next.join(' ').trim().length < 20) bare.push(`${heading}: "${text.trim()}"`);
        }
        await screenshot(page, `empty-${heading.replace(/\W+/g, '-').toLowerCase()}-${viewport.width}px`);
      };

      const coordinator = await e2e().newPage(viewport);
      await signInAsCoordinator(coordinator, quiet);
      await judge(coordinator, 'Assign Students');
      await followHeaderLink(coordinator, 'Interviews');
      await judge(coordinator, 'Interviews');
      await followHeaderLink(coordinator, 'Ongoing');
      await judge(coordinator, 'Upcoming');

      const company = await e2e().newPage(viewport);
      await signInAsCompany(company, quiet);
      await judge(company, 'Current Interview');
      await followHeaderLink(company, 'Students');
      await judge(company, 'Students');
      await followHeaderLink(company, 'Walk-in Interviews');
      await judge(company, 'Walk-in Interviews');

      const student = await e2e().newPage(viewport);
      await signInThroughUi(student, 'student', dinuka.email, dinuka.password);
      for (const [screen, heading] of [
        ['/student/companies', 'Companies'],
        ['/student/selected', 'Selected Companies'],
        ['/student/interviews', 'Upcoming'],
        ['/student/walk-in', 'Walk-in Interviews'],
      ] as const) {
        await student.goto(screen);
        await judge(student, heading);
      }
      expect(bare, bare.join('\n')).to.deep.equal([]);
    });

    it(`names each download after its workbook or schedule, spells Walk-in one way in every area, and says what to do on an empty list (${width})`, async () => {
      const page = await e2e().newPage(viewport);
      await signInThroughUi(page, 'admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
      await page.getByRole('button', { name: 'Download allocation (.xlsx)', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Download dashboard (.xlsx)', exact: true }).waitFor();
      const [allocation] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download allocation (.xlsx)' }).click(),
      ]);
      expect(allocation.suggestedFilename()).to.equal('selected_companies_sorted.xlsx');
      const [dashboard] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download dashboard (.xlsx)' }).click(),
      ]);
      expect(dashboard.suggestedFilename()).to.equal('fair-dashboard.xlsx');

      await page.goto('/admin/interviews');
      await rowOf(page, nimal.indexNumber).waitFor();
      await page.getByLabel('Search by student').fill('nobody-at-all');
      const empty = page.getByRole('status').filter({ hasText: NO_DATA_AVAILABLE });
      await empty.getByText('Nothing matches the search: change or clear it to see more.').waitFor();
      await page.getByLabel('Kind').selectOption('true');
      await page.getByLabel('Search by student').fill('');
      await empty
        .getByText('No interviews yet. Create them from Company Select, or change the filters above.')
        .waitFor();

      const coordinator = await e2e().newPage(viewport);
      await signInAsCoordinator(coordinator, helix);
      await rowOf(coordinator, nimal.fullName).first().waitFor();
      await followHeaderLink(coordinator, 'Walk-in');
      await coordinator.getByRole('heading', { name: 'Walk-in', exact: true }).waitFor();
      const otherWords = /Walk-In|[Ww]alk in\b|Download (Excel|xlsx)\b/;
      expect(await coordinator.locator('body').innerText(), 'coordinator Walk-in').to.not.match(otherWords);
      await coordinator.goto(`/coordinator/panels/${await fair.panelId(helix, 'Panel A')}/schedule`);
      await coordinator.getByRole('button', { name: 'Download schedule (.xlsx)' }).waitFor();
      await coordinator.getByRole('button', { name: 'Download schedule (.pdf)' }).waitFor();
      expect(await coordinator.locator('body').innerText(), 'panel schedule').to.not.match(otherWords);

      const desk = await e2e().newPage(viewport);
      await signInAsCompany(desk, helix);
      await followHeaderLink(desk, 'Walk-in Interviews');
      await desk.getByRole('heading', { name: 'Walk-in Interviews', exact: true }).waitFor();
      expect(await desk.locator('body').innerText(), 'company Walk-in Interviews').to.not.match(otherWords);

      const student = await e2e().newPage(viewport);
      await signInThroughUi(student, 'student', chamod.email, chamod.password);
      await student.goto('/student/walk-in');
      await student.getByRole('heading', { name: 'Walk-in Interviews', exact: true }).waitFor();
      expect(await student.locator('body').innerText(), 'student Walk-in Interviews').to.not.match(otherWords);
    });
  }
});
