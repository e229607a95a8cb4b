import { expect } from 'chai';
import { auditScreen, axeViolations } from './support/axe.js';
import { DESKTOP, PHONE, useE2E } from './support/e2e.js';
import { Fair } from './support/fair.js';
import { UPDATES_LIVE } from './support/live.js';
import { screenshot } from './support/screenshots.js';
import { nextAlert, signInThroughUi } from './support/steps.js';
import { type DeviceSubscription, TestPushService } from '../support/test-push-service.js';

/** The portal tells within a second; chromium and the portal share a busy machine here. */
const PUSHED = { timeout: 10_000 } as const;

/**
 * Headless Chromium's own push service (the vendor's, on the internet) is out of reach of a test, so
 * the page's PushManager hands out a subscription of the test push service instead, with keys made as
 * a browser makes them; the rest is the portal's own: the permission asked, the Notifications card,
 * the subscription sent to and checked by the server, the warning encrypted for the device, posted
 * to its push service and read back decrypted there. Plain text: no helpers of tsx.
 */
const pushManagerOf = (device: DeviceSubscription): string => `
  (() => {
    const device = ${JSON.stringify(device)};
    let current = null;
    window.__subscribedWith = null;
    PushManager.prototype.subscribe = async function (options) {
      window.__subscribedWith = new Uint8Array(options.applicationServerKey).length;
      current = {
        endpoint: device.endpoint,
        expirationTime: null,
        toJSON: () => ({ endpoint: device.endpoint, expirationTime: null, keys: device.keys }),
        unsubscribe: async () => ((current = null), true),
      };
      return current;
    };
    PushManager.prototype.getSubscription = async function () {
      return current;
    };
  })();
`;

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

describe("browser: push notifications, allowed on the Account page, and the warning near one's turn", function () {
  this.timeout(180_000);
  let pushService: TestPushService;
  before(async () => {
    pushService = await TestPushService.start();
  });
  after(async () => {
    await pushService?.stop();
  });
  const e2e = useE2E(() => ({ PUSH_TEST_ORIGINS: pushService.origin }));

  it('a student allows notifications and chooses place 3; at place 3 the warning reaches the device decrypted and shows in a banner read out politely', async function () {
    const fair = new Fair(e2e().portal);
    const { company, students } = await fair.companyWithInterviewees('Nova Dynamics', '23520');
    const [nimal, sanduni, kasun] = students;
    const device = pushService.subscribe();

    const context = await e2e().newContext();
    await context.addInitScript({ content: pushManagerOf(device) });
    const page = await context.newPage();
    await signInThroughUi(page, 'student', kasun.email, kasun.password);
    await page.getByRole('link', { name: 'Account', exact: true }).click();
    const allow = page.getByRole('button', { name: 'Allow notifications on this device' });
    const problems = await auditScreen(page, 'student-account-notifications', () => allow.waitFor());
    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ colorScheme: 'light' });

    await context.grantPermissions(['notifications']);
    await allow.click();
    await nextAlert(page, 'Notifications are on for this device');
    expect(await page.evaluate(() => (window as unknown as { __subscribedWith: number }).__subscribedWith)).to.equal(
      65,
      "the portal's VAPID public key, a P-256 point",
    );
    await page.getByRole('button', { name: 'Turn notifications off on this device' }).waitFor();
    await page.getByLabel('Warn me when my place in a queue is').selectOption('3');
    await nextAlert(page, 'You will be warned at place 3');
    await page.getByRole('link', { name: 'Interviews' }).click();
    await page.getByText(UPDATES_LIVE).waitFor();

    await fair.placeInPanels(company, { 'Panel A': [nimal, sanduni, kasun] });

    const text = 'You are number 3 in the queue of Nova Dynamics (Panel A). Please stay close.';
    const banner = page.getByRole('status').filter({ hasText: 'Your turn is coming' });
    await banner.getByText(text).waitFor(PUSHED);
    const pushed = await pushService.waitFor((push) => push.endpoint === device.endpoint, PUSHED.timeout);
    expect(pushed.payload).to.deep.equal({ title: 'Your turn is coming', body: text, url: '/student/interviews' });
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      problems.push(
        ...(await axeViolations(page)).map((violation) => `the warning at ${viewport.width}px: ${violation}`),
      );
    }
    await screenshot(page, 'student-place-warning-banner');
    expect(problems).to.deep.equal([]);
  });

  it('tells an iPhone user in Safari that notifications need the portal added to the Home Screen', async function () {
    const fair = new Fair(e2e().portal);
    const { students } = await fair.companyWithInterviewees('Orbit Labs', '23530');
    const page = await (
      await e2e().newContext({ userAgent: IPHONE_SAFARI, viewport: PHONE, isMobile: true, hasTouch: true })
    ).newPage();
    await signInThroughUi(page, 'student', students[0].email, students[0].password);
    await page.goto('/student');

    await page.getByText('notifications come only from the portal added to the Home Screen').waitFor();
    expect(await axeViolations(page)).to.deep.equal([]);
  });
});
