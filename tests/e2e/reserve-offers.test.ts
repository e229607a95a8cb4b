import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { formatEventDate } from '../../domain/event-time.js';
import { auditScreen } from './support/axe.js';
import { DESKTOP, useE2E } from './support/e2e.js';
import { Fair, type FairStudent } from './support/fair.js';
import { screenshot } from './support/screenshots.js';
import { nextAlert, signInThroughUi } from './support/steps.js';

const MINUTE = 60_000;

/** A student on their Interviews page, where their reserve places and offers show. */
const onInterviews = async (e2e: () => { newPage(): Promise<Page> }, student: FairStudent): Promise<Page> => {
  const page = await e2e().newPage();
  await signInThroughUi(page, 'student', student.email, student.password);
  await page.getByRole('link', { name: 'Interviews' }).click();
  await page.getByRole('heading', { name: 'Reserve lists' }).waitFor();
  return page;
};

const offerCard = (page: Page, companyName: string) =>
  page.getByRole('heading', { name: `A place at ${companyName} is offered to you` });

describe('browser: reserve offers with a deadline', function () {
  this.timeout(240_000);
  const e2e = useE2E();

  /** One place at the company, allocated to the first of three students; the other two wait, in order. */
  const allocated = async (companyName: string, indexPrefix: string, names: readonly [string, string, string]) => {
    const fair = new Fair(e2e().portal);
    const admin = await fair.admin();
    const company = await fair.company(companyName, { numberOfInterviews: 1 });
    const students: FairStudent[] = [];
    for (const [index, commonName] of names.entries()) {
      const student = await fair.student({ commonName, indexNumber: `${indexPrefix}${'ABC'[index]}` });
      await fair.submitSelection(student, [{ company }]);
      students.push(student);
    }
    await fair.api.ok('POST', '/admin/allocate', { token: admin, json: { dryRun: false } });
    const [placed, first, second] = students as [FairStudent, FairStudent, FairStudent];
    const freePlace = () => fair.api.ok('DELETE', `/student/delete/${placed.id}`, { token: admin });
    return { fair, admin, freePlace, first, second };
  };

  it('offers a freed place to the first reserve, live on their Interviews page, and accepting it takes the place', async function () {
    const { freePlace, first } = await allocated('Pulse Robotics', '23750', ['Kavindu', 'Sachini', 'Ruwan']);
    const page = await onInterviews(e2e, first);
    await page.getByText('Reserve place 1 of 2').waitFor();

    await freePlace();

    const offer = offerCard(page, 'Pulse Robotics');
    await offer.waitFor();
    await page.getByText(/Accept it by \d\d:\d\d \(1 h \d+ min left\)/).waitFor();
    const problems = await auditScreen(page, 'student-reserve-offer', () => offer.waitFor());
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'student-reserve-offer');
    await page.getByRole('button', { name: 'Accept the place at Pulse Robotics' }).click();
    await nextAlert(page, 'You accepted the place at Pulse Robotics: you have an interview with it');
    await page.getByText('Waiting for a panel: Pulse Robotics.').waitFor();
    await offer.waitFor({ state: 'hidden' });
    expect(problems).to.deep.equal([]);
  });

  it('passes an offer left unanswered past its deadline to the next reserve, and refuses the late answer', async function () {
    const { fair, freePlace, first, second } = await allocated('Lagoon Analytics', '23760', [
      'Ishara',
      'Tharindu',
      'Malsha',
    ]);
    const today = formatEventDate(new Date(), 'Asia/Colombo');
    await fair.fairDays([{ date: today, opens: '00:00', closes: '23:59' }]);
    const late = await onInterviews(e2e, first);
    const next = await onInterviews(e2e, second);
    await next.getByText('Reserve place 2 of 2').waitFor();

    await freePlace();
    await offerCard(late, 'Lagoon Analytics').waitFor();
    await late.getByText(/\(\d+ min \d+ s left\)/).waitFor();
    await e2e().portal.advanceClock(10 * MINUTE + 1_000);

    const passedOn = offerCard(next, 'Lagoon Analytics');
    await passedOn.waitFor();
    const problems = await auditScreen(next, 'student-reserve-offer-passed-on', () => passedOn.waitFor());
    await late.getByRole('button', { name: 'Accept the place at Lagoon Analytics' }).click();
    await late
      .locator('.alert-stack')
      .getByText(/^This offer ended at .+, \d\d:\d\d: the place went to the next student waiting$/)
      .waitFor();
    await offerCard(late, 'Lagoon Analytics').waitFor({ state: 'hidden' });
    await screenshot(next, 'student-reserve-offer-passed-on');
    expect(problems).to.deep.equal([]);
  });
});
