import { expect } from 'chai';
import { readOutbox } from '../e2e/support/outbox.js';
import {
  assignedInterview,
  assignPanel,
  createInterview,
  moveStatus,
  staffedCompany,
  type StaffedCompany,
  studentSelecting,
} from '../support/fair-operations.js';
import { FIRST_ADMIN, startTestPortal, type TestPortal } from '../support/portal-harness.js';
import { registerConfirmedStudent } from '../support/student-accounts.js';
import { type DeviceSubscription, type ReceivedPush, TestPushService } from '../support/test-push-service.js';

interface PushChoicesAnswer {
  readonly publicKey: string;
  readonly warningPlace: number;
  readonly devices: number;
}

const titled =
  (device: DeviceSubscription, title: string) =>
  (push: ReceivedPush): boolean =>
    push.endpoint === device.endpoint && (push.payload as { title?: string }).title === title;

describe('Push notifications: a student warned near their turn on each device they allowed, through its push service', () => {
  let pushService: TestPushService;
  let portal: TestPortal;
  let admin: string;

  before(async () => {
    pushService = await TestPushService.start();
    portal = await startTestPortal({ PUSH_TEST_ORIGINS: pushService.origin });
    admin = await portal.api.signIn('admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
  });
  after(async () => {
    await portal?.dispose();
    await pushService?.stop();
  });

  const subscribe = async (token: string, device: DeviceSubscription = pushService.subscribe()) => {
    const answer = await portal.api.post<PushChoicesAnswer>('/student/push/subscriptions', device, token);
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    return device;
  };

  /** A panel with one student at place 1, and a student who allowed notifications on one device. */
  const queueWithSubscriber = async () => {
    const staffed = await staffedCompany(portal, admin);
    const first = await assignedInterview(portal, admin, staffed);
    const waiting = await studentSelecting(portal, [staffed.company]);
    const device = await subscribe(waiting.token);
    return { staffed, first, waiting, device };
  };

  const joinQueue = async (staffed: StaffedCompany, studentId: string, panelId: string) => {
    const created = await createInterview(portal, admin, studentId, staffed.company.id);
    return assignPanel(portal, staffed.coordinatorToken, created._id, panelId);
  };

  it('serves the VAPID public key the browser subscribes with, the usual warning place (2) and no device yet', async () => {
    const student = await registerConfirmedStudent(portal);
    const answer = await portal.api.get<PushChoicesAnswer>('/student/push', student.token);

    expect(answer.status).to.equal(200);
    expect(answer.body.data.publicKey).to.match(/^B[A-Za-z0-9_-]{86}$/);
    expect(answer.body.data).to.include({ warningPlace: 2, devices: 0 });
  });

  it('at place 2 the warning arrives encrypted for the device and reads, decrypted, the company, panel and place; then "you\'re next" arrives instead of its e-mail', async () => {
    const { staffed, first, waiting, device } = await queueWithSubscriber();

    await joinQueue(staffed, waiting.id, first.panel._id);

    const warning = await pushService.waitFor(titled(device, 'Your turn is coming'));
    expect(warning.headers['content-encoding']).to.equal('aes128gcm');
    expect(warning.headers.authorization).to.match(/^vapid t=.+, k=B/);
    expect(warning.payload).to.deep.equal({
      title: 'Your turn is coming',
      body: `You are number 2 in the queue of ${staffed.company.companyName} (${first.panel.panelName}). Please stay close.`,
      url: '/student/interviews',
    });

    await moveStatus(portal, staffed.coordinatorToken, first.interview._id, 'ongoing');
    const next = await pushService.waitFor(titled(device, "You're next"));
    expect((next.payload as { body: string }).body).to.include(`You are next at ${staffed.company.companyName}`);
    await portal.notifications.settled();

    expect(pushService.to(device).map((push) => (push.payload as { title: string }).title)).to.deep.equal([
      'Your turn is coming',
      "You're next",
    ]);
    const mails = await readOutbox(portal.dataDir);
    expect(
      mails.filter((mail) => mail.to.includes(waiting.email) && mail.subject.startsWith("You're next")),
    ).to.deep.equal([]);
  });

  it('warns at the place the student chose, once per turn, on each of their devices', async () => {
    const staffed = await staffedCompany(portal, admin);
    const first = await assignedInterview(portal, admin, staffed);
    const second = await studentSelecting(portal, [staffed.company]);
    await joinQueue(staffed, second.id, first.panel._id);
    const third = await studentSelecting(portal, [staffed.company]);
    const [phone, laptop] = [await subscribe(third.token), await subscribe(third.token)];
    const chosen = await portal.api.post<PushChoicesAnswer>('/student/push/warning-place', { place: 3 }, third.token);
    expect(chosen.body.data).to.include({ warningPlace: 3, devices: 2 });
    expect(chosen.body.message).to.equal('You will be warned at place 3');

    await joinQueue(staffed, third.id, first.panel._id);
    const onPhone = await pushService.waitFor(titled(phone, 'Your turn is coming'));
    await pushService.waitFor(titled(laptop, 'Your turn is coming'));
    expect((onPhone.payload as { body: string }).body).to.include('You are number 3 in the queue');

    await moveStatus(portal, staffed.coordinatorToken, first.interview._id, 'ongoing');
    await portal.notifications.settled();
    // At place 2 now: the same turn, warned already.
    expect(pushService.to(phone).filter(titled(phone, 'Your turn is coming'))).to.have.length(1);
  });

  it('forgets a device whose push service answers that it is gone (410), and e-mails "you\'re next" once the student has no device left', async () => {
    const { staffed, first, waiting, device } = await queueWithSubscriber();
    pushService.forget(device, 410);

    await joinQueue(staffed, waiting.id, first.panel._id);
    await portal.notifications.settled();

    const choices = await portal.api.get<PushChoicesAnswer>('/student/push', waiting.token);
    expect(choices.body.data.devices).to.equal(0);
    await moveStatus(portal, staffed.coordinatorToken, first.interview._id, 'ongoing');
    await portal.notifications.settled();
    const mails = await readOutbox(portal.dataDir);
    expect(
      mails.filter((mail) => mail.to.includes(waiting.email) && mail.subject.startsWith("You're next")),
    ).to.have.length(1);
  });

  it('stops a device on request, and refuses to stop one the student does not have', async () => {
    const student = await registerConfirmedStudent(portal);
    const device = await subscribe(student.token);

    const stopped = await portal.api.post<PushChoicesAnswer>(
      '/student/push/unsubscribe',
      { endpoint: device.endpoint },
      student.token,
    );
    expect(stopped.status).to.equal(200);
    expect(stopped.body.data.devices).to.equal(0);
    const again = await portal.api.post('/student/push/unsubscribe', { endpoint: device.endpoint }, student.token);
    expect(again.status).to.equal(404);
    expect(again.body.message).to.equal('This device is not signed up for notifications');
  });

  describe('refuses, with a message and changing nothing', () => {
    const good = () => pushService.subscribe();
    const withEndpoint = (endpoint: string) => ({ ...good(), endpoint });
    const refusals: readonly [string, () => unknown, RegExp][] = [
      ['an endpoint that is no address', () => withEndpoint('not an address'), /full https:\/\/ address/],
      ['an endpoint not on https', () => withEndpoint('http://push.example.com/send/1'), /full https:\/\/ address/],
      ['an endpoint on localhost', () => withEndpoint('https://localhost/send/1'), /this machine or a private network/],
      ['an endpoint on a loopback IPv4', () => withEndpoint('https://127.0.0.1:8443/send/1'), /private network/],
      ['an endpoint on a private IPv4', () => withEndpoint('https://192.168.1.20/send/1'), /private network/],
      ['an endpoint on a 10/8 address', () => withEndpoint('https://10.1.2.3/send/1'), /private network/],
      ['an endpoint on a link-local IPv4', () => withEndpoint('https://169.254.169.254/latest'), /private network/],
      ['an endpoint on the IPv6 loopback', () => withEndpoint('https://[::1]/send/1'), /private network/],
      ['an endpoint on a unique-local IPv6', () => withEndpoint('https://[fd00::1]/send/1'), /private network/],
      ['an endpoint on a link-local IPv6', () => withEndpoint('https://[fe80::1]/send/1'), /private network/],
      ['a loopback IPv4 written inside IPv6', () => withEndpoint('https://[::ffff:127.0.0.1]/x'), /private network/],
      ['a loopback IPv4 written as one number', () => withEndpoint('https://2130706433/x'), /private network/],
      ['a p256dh that is no P-256 key', () => ({ ...good(), keys: { ...good().keys, p256dh: 'abc' } }), /P-256/],
      [
        'an auth secret of the wrong size',
        () => ({ ...good(), keys: { ...good().keys, auth: 'c2hvcnQ' } }),
        /16 bytes/,
      ],
      ['a subscription without keys', () => ({ endpoint: good().endpoint }), /.+/],
    ];

    for (const [what, body, message] of refusals) {
      it(`${what}`, async () => {
        const student = await registerConfirmedStudent(portal);
        const answer = await portal.api.post('/student/push/subscriptions', body(), student.token);

        expect(answer.status).to.equal(400);
        expect(JSON.stringify(answer.body)).to.match(message);
        const choices = await portal.api.get<PushChoicesAnswer>('/student/push', student.token);
        expect(choices.body.data.devices).to.equal(0);
      });
    }

    for (const place of [0, 6, 2.5, -1]) {
      it(`a warning place of ${place}`, async () => {
        const student = await registerConfirmedStudent(portal);
        const answer = await portal.api.post('/student/push/warning-place', { place }, student.token);

        expect(answer.status).to.equal(400);
        expect(JSON.stringify(answer.body)).to.include('Choose a place from 1 to 5');
        const choices = await portal.api.get<PushChoicesAnswer>('/student/push', student.token);
        expect(choices.body.data.warningPlace).to.equal(2);
      });
    }

    it('a test push service on this machine when its origin is not in PUSH_TEST_ORIGINS', async () => {
      const other = await startTestPortal();
      try {
        const student = await registerConfirmedStudent(other);
        const answer = await other.api.post('/student/push/subscriptions', good(), student.token);
        expect(answer.status).to.equal(400);
        expect(JSON.stringify(answer.body)).to.include('full https:// address');
      } finally {
        await other.dispose();
      }
    });
  });
});
