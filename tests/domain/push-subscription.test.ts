import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { placesToWarn } from '../../domain/fair-notifications.js';
import { isInternalHost, isWarningPlace, validatePushSubscription } from '../../domain/push-subscription.js';
import { anInterview } from '../support/builders.js';

/** Five students waiting at one panel, in queue order. */
const aWaitingQueue = (size: number) =>
  Array.from({ length: size }, (_, index) =>
    anInterview({ panelId: 'p'.repeat(24), queue: index + 1, panelQueue: index + 1, status: 'assigned' }),
  );

const KEYS = { p256dh: `B${'x'.repeat(86)}`, auth: 'abcdefghijklmnopqrstuw' };

describe('Push subscriptions (domain/push-subscription.ts)', () => {
  describe('isInternalHost: the addresses the portal never posts to', () => {
    for (const host of [
      'localhost',
      'app.localhost',
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '[::1]',
      '[::]',
      '[fc00::1]',
      '[fd12:3456::1]',
      '[fe80::1]',
      '[febf::1]',
      '[::ffff:7f00:1]',
      '[::ffff:c0a8:101]',
    ]) {
      it(`${host} is internal`, () => expect(isInternalHost(host)).to.equal(true));
    }
    for (const host of [
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      '8.8.8.8',
      '172.32.0.1',
      '192.169.0.1',
      '[2001:db8::1]',
      '[2a00:1450::200e]',
      '[::ffff:808:808]',
    ]) {
      it(`${host} is not`, () => expect(isInternalHost(host)).to.equal(false));
    }
  });

  it('lets a test push service on this machine through only when its origin is listed', () => {
    const local = { endpoint: 'http://127.0.0.1:8081/push/1', keys: KEYS };
    expect(E.isRight(validatePushSubscription(local, ['http://127.0.0.1:8081']))).to.equal(true);
    expect(E.isLeft(validatePushSubscription(local, ['http://127.0.0.1:8082']))).to.equal(true);
    expect(E.isLeft(validatePushSubscription(local, []))).to.equal(true);
  });

  it('takes a public https endpoint with keys of the right sizes, padded or not', () => {
    const checked = validatePushSubscription(
      { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { ...KEYS, auth: `${KEYS.auth}==` } },
      [],
    );
    expect(E.isRight(checked)).to.equal(true);
  });

  it('refuses an endpoint with credentials in it', () => {
    const checked = validatePushSubscription({ endpoint: 'https://user:pw@push.example/x', keys: KEYS }, []);
    expect(E.isLeft(checked)).to.equal(true);
  });

  it('knows a warning place from 1 to 5, whole', () => {
    expect([0, 1, 2, 5, 6, 1.5].map(isWarningPlace)).to.deep.equal([false, true, true, true, false, false]);
  });

  it('warns the waiting interviews from place 2 to the place each student chose, never place 1', () => {
    const queue = aWaitingQueue(5);
    const warnAt = (studentId: string) => (studentId === queue[3]?.studentId ? 4 : 2);

    expect(placesToWarn(queue, warnAt).map(({ interview, place }) => [interview.id, place.place])).to.deep.equal([
      [queue[1]?.id, 2],
      [queue[3]?.id, 4],
    ]);
  });
});
