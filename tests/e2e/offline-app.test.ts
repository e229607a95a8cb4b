import { expect } from 'chai';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { openEmbeddedStore } from '../../adapters/persistence/embedded-store.js';
import { Argon2PasswordHasher } from '../../adapters/security/argon2-password-hasher.js';
import { HmacCheckInCodes } from '../../adapters/security/hmac-check-in-codes.js';
import { displayCheckInCode } from '../../domain/check-in-code.js';
import { aCompany, aCoordinator, anInterview, aStudent } from '../support/builders.js';
import { FIRST_ADMIN } from './support/portal.js';
import { PortalApi } from './support/api.js';
import { useE2E } from './support/e2e.js';
import { Fair } from './support/fair.js';
import { nextAlert, signInThroughUi } from './support/steps.js';
import { OFFLINE_WRITE_MESSAGE } from '../../ui/src/offline/offline-state.js';

/** The installation's secret: the test makes the same check-in codes as the portal from it. */
const SECRET = 'the offline fair-day suite, a secret long enough for hs256';
const DESK_STUDENTS = 200;
const SECOND_SCANS = 10;
const RECONNECT_BUDGET_MS = 30_000;

/** A fair seeded straight into the store before the portal opens it: one company, 200 interviews. */
interface SeededDesk {
  readonly coordinator: { readonly email: string; readonly password: string };
  readonly interviewees: readonly DeskInterviewee[];
  /** One more, whose account the admin deletes while the desk is offline: the server refuses that scan. */
  readonly withdrawn: DeskInterviewee & { readonly studentId: string };
}

interface DeskInterviewee {
  readonly interviewId: string;
  readonly name: string;
  readonly code: string;
}

async function seedDesk(dataDir: string): Promise<SeededDesk> {
  const store = await openEmbeddedStore({ dataDir });
  try {
    const codes = new HmacCheckInCodes(SECRET);
    const company = aCompany({ companyName: 'Orbit Dynamics', username: 'orbit' });
    await store.companies.add(company);
    const coordinator = { email: 'desk@orbit.test', password: 'orbit-desk-secret' };
    await store.coordinators.add(
      aCoordinator({
        companyId: company.id,
        email: coordinator.email,
        passwordHash: await new Argon2PasswordHasher().hash(coordinator.password),
      }),
    );
    const interviewee = async (fullName: string) => {
      const student = aStudent({ fullName });
      const interview = anInterview({ studentId: student.id, companyId: company.id });
      await store.students.add(student);
      await store.interviews.add(interview);
      // The code the student would have opened on their Interviews screen.
      const code = codes.codeOf(student.id);
      await store.checkInCodes.remember(code, student.id);
      return {
        interviewId: interview.id,
        name: student.fullName,
        code: displayCheckInCode(code),
        studentId: student.id,
      };
    };
    const interviewees = [];
    for (let n = 0; n < DESK_STUDENTS; n += 1)
      interviewees.push(await interviewee(`Desk Student ${String(n).padStart(3, '0')}`));
    return { coordinator, interviewees, withdrawn: await interviewee('Withdrawn Student') };
  } finally {
    await store.close();
  }
}

/** The page's service worker has taken control, its precache of the app's files complete. */
async function serviceWorkerInControl(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  // The worker may take control by clients.claim() while it is still activating: wait for the end of that step.
  return page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (worker === null) return 'none';
    if (worker.state === 'activating') {
      await new Promise((settled) => worker.addEventListener('statechange', settled, { once: true }));
    }
    return worker.state;
  });
}

/** How many interviews the desk's roster in IndexedDB holds. */
async function rosterSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('career-fair-desk');
        open.onerror = () => reject(open.error ?? new Error('no desk database'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('roster')) return resolve(0);
          const count = db.transaction('roster').objectStore('roster').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error ?? new Error('not counted'));
        };
      }),
  );
}

const goOffline = async (context: BrowserContext) => context.setOffline(true);

/**
 * Opens a page anew while offline. Chromium 150 keeps failing a page's requests after a navigation
 * but answers navigator.onLine true in the new document, until the emulation is said to it again;
 * Playwright says it once per page, so it is said again here, on a session that stays open: the
 * page stays offline until it is closed, whatever the context is set to later.
 */
const openOffline = async (context: BrowserContext, page: Page, open: (page: Page) => Promise<unknown>) => {
  await open(page);
  const session = await context.newCDPSession(page);
  await session.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
};

describe('browser: the installable app offline (fair day)', function () {
  this.timeout(300_000);
  const dataDir = path.join(tmpdir(), `career-fair-offline-${process.pid}-${Date.now()}`);
  let desk: SeededDesk;

  before(async function () {
    this.timeout(120_000);
    await mkdir(dataDir, { recursive: true });
    desk = await seedDesk(dataDir);
  });
  const e2e = useE2E({ DATA_DIR: dataDir, JWT_SECRET: SECRET });
  // After the portal has stopped: mocha runs a suite's after hooks in the order they were made.
  after(() => rm(dataDir, { recursive: true, force: true }));

  it('has a valid web app manifest with its icons, and an active service worker served uncached', async () => {
    const page = await e2e().newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();

    const link = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifestAnswer = await page.request.get(link ?? '/manifest.webmanifest');
    expect(manifestAnswer.headers()['content-type']).to.match(/^application\/manifest\+json/);
    const manifest = (await manifestAnswer.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).to.deep.include({
      name: 'Career Fair Portal',
      short_name: 'Career Fair',
      start_url: '/',
      display: 'standalone',
    });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((candidate) => candidate.sizes === size && candidate.type === 'image/png');
      expect(icon, size).to.not.equal(undefined);
      const png = await page.request.get(icon!.src);
      expect(png.headers()['content-type']).to.equal('image/png');
      const bytes = await png.body();
      const [width, height] = size.split('x').map(Number);
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], icon!.src).to.deep.equal([width, height]);
    }

    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).to.equal('no-cache');
    expect(worker.headers()['content-type']).to.match(/^(application|text)\/javascript/);
    expect(await serviceWorkerInControl(page)).to.equal('activated');
  });

  it('shows a student who opened the portal once their QR code, typed code and interviews with queue places as of the last read, and refuses a change at once', async () => {
    const fair = new Fair(e2e().portal);
    const { company, students } = await fair.companyWithInterviewees('Helix Labs', '24610');
    const [nimal, sanduni] = students;
    await fair.placeInPanels(company, { 'Panel A': [sanduni, nimal] });
    const { code } = await fair.api.ok<{ code: string }>('GET', '/student/check-in-code', { token: nimal.token });

    const context = await e2e().newContext();
    const page = await context.newPage();
    await signInThroughUi(page, 'student', nimal.email, nimal.password, { rememberMe: true });
    const reminders = page.getByLabel("E-mail me before each interview and when I'm next");
    await reminders.waitFor();
    await page.getByRole('link', { name: 'Interviews' }).click();
    await page.getByRole('img', { name: `QR code of your check-in code ${code}` }).waitFor();
    await serviceWorkerInControl(page);

    await goOffline(context);
    // A change made offline is refused at once, with a message, and changes nothing.
    await page.getByRole('link', { name: 'Account' }).click();
    const before = await reminders.isChecked();
    await reminders.click();
    await nextAlert(page, OFFLINE_WRITE_MESSAGE);
    expect(await reminders.isChecked()).to.equal(before);

    await openOffline(context, page, (page) => page.goto('/student/interviews'));

    await page.getByRole('img', { name: `QR code of your check-in code ${code}` }).waitFor();
    await page.getByLabel('Your check-in code').getByText(code).waitFor();
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    const row = upcoming.getByRole('row').filter({ hasText: 'Helix Labs' });
    // The queue's cell says the place and the wait as last read; the company's cell also holds its
    // Withdraw button, under the name.
    const [place, ...rest] = (await row.getByRole('cell').allInnerTexts()).slice(0, 3);
    expect(place).to.match(/^Place 2 of 2\n·\nabout \d+ min$/);
    expect(rest).to.deep.equal(['Helix Labs\nWithdraw', 'Panel A']);
    const notes = await page.locator('.as-of-note').allInnerTexts();
    expect(notes).to.have.length(2);
    for (const note of notes) expect(note).to.match(/^Offline: .* as of \d{2}:\d{2}$/);
    const remindersOff = await fair.api.ok<{ remindersOff: boolean }>('GET', '/student/single', { token: nimal.token });
    expect(remindersOff.remindersOff).to.equal(!before);
  });

  it('accepts 200 check-ins offline at the desk, flags second scans, sends each once with its scan time on reconnect, and shows the one refused', async function () {
    const api = new PortalApi(e2e().portal.url);
    const adminToken = await api.signIn('admin', FIRST_ADMIN);
    const context = await e2e().newContext();
    const page = await context.newPage();
    await signInThroughUi(page, 'coordinator', desk.coordinator.email, desk.coordinator.password, { rememberMe: true });
    await page.goto('/coordinator/ongoing');
    await page.getByRole('button', { name: 'Check In' }).waitFor();
    await serviceWorkerInControl(page);
    for (let tries = 0; (await rosterSize(page)) < DESK_STUDENTS + 1; tries += 1) {
      if (tries > 100) throw new Error('the desk never kept its roster');
      await page.waitForTimeout(100);
    }

    await goOffline(context);
    await page.reload();
    await page.getByRole('button', { name: 'Check In' }).click();
    const field = page.getByLabel('Check-in code');
    const scannedBetween = new Map<string, [number, number]>();
    for (const interviewee of [...desk.interviewees, desk.withdrawn]) {
      const before = Date.now();
      await field.fill(interviewee.code);
      await field.press('Enter');
      await page.locator('.desk-result').getByText(interviewee.name, { exact: true }).waitFor();
      scannedBetween.set(interviewee.interviewId, [before, Date.now()]);
    }
    for (const interviewee of desk.interviewees.slice(0, SECOND_SCANS)) {
      await field.fill(interviewee.code.toLowerCase());
      await field.press('Enter');
      await page.locator('.desk-second-scan').getByText(interviewee.name, { exact: true }).waitFor();
    }
    await page
      .locator('.desk-waiting-count')
      .getByText(`${DESK_STUDENTS + 1} check-ins wait to be sent.`)
      .waitFor();
    // Meanwhile, with the network: the admin deletes one scanned student's account, and their interview.
    await api.ok('DELETE', `/student/delete/${desk.withdrawn.studentId}`, { token: adminToken });

    const checkedIn = async () =>
      (
        await api.ok<{ _id: string; checkedInAt: string | null }[]>('GET', '/admin/all-for-admin', {
          token: adminToken,
        })
      ).filter((interview) => scannedBetween.has(interview._id) && interview.checkedInAt !== null);
    expect(await checkedIn(), 'nothing reaches the server while offline').to.deep.equal([]);

    const reconnected = Date.now();
    await context.setOffline(false);
    let arrived = await checkedIn();
    while (arrived.length < DESK_STUDENTS && Date.now() - reconnected < RECONNECT_BUDGET_MS) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      arrived = await checkedIn();
    }

    expect(arrived, `all ${DESK_STUDENTS} within ${RECONNECT_BUDGET_MS / 1000} s`).to.have.length(DESK_STUDENTS);
    for (const interview of arrived) {
      const [from, until] = scannedBetween.get(interview._id)!;
      const at = Date.parse(interview.checkedInAt!);
      expect(at, `${interview._id} checked in at its scan`).to.be.within(from, until);
    }
    await page.locator('.desk-waiting-count').waitFor({ state: 'detached' });
    // The scan the server refused is shown with its reason until the coordinator dismisses it.
    const refusal = page.locator('.desk-refusals').getByRole('listitem');
    expect(await refusal.allInnerTexts()).to.have.length(1);
    expect(await refusal.innerText()).to.match(
      /^Withdrawn Student, scanned at \d{2}:\d{2}: This student has no interview with your company Dismiss$/,
    );
    await refusal.getByRole('button', { name: 'Dismiss' }).click();
    await page.locator('.desk-refusals').waitFor({ state: 'detached' });
  });
});
