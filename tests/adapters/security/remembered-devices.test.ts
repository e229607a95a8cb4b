import { expect } from 'chai';
import { DEVICE_MEMORY_DAYS, RememberedDevices } from '../../../adapters/security/remembered-devices.js';

const SECRET = 'a-portal-secret-that-is-long-enough-for-hmac';
const DAY_MS = 24 * 60 * 60 * 1000;

const devicesAt = (clock: { now: number }, secret = SECRET) => new RememberedDevices(secret, () => clock.now);

describe('Remembered devices (the signed device cookie)', () => {
  it('recognizes the device and the account it signed in as', () => {
    const devices = devicesAt({ now: Date.now() });
    const device = devices.recognize(devices.remember('student', 'ann@uni.test', 'device-1'));

    expect(device).to.deep.equal({ role: 'student', account: 'ann@uni.test', deviceId: 'device-1' });
  });

  it('gives a new device a random id of its own', () => {
    const devices = devicesAt({ now: Date.now() });
    const first = devices.recognize(devices.remember('admin', 'a@fair.test'));
    const second = devices.recognize(devices.remember('admin', 'a@fair.test'));

    expect(first?.deviceId).to.be.a('string').with.length.greaterThan(15);
    expect(first?.deviceId).to.not.equal(second?.deviceId);
  });

  it('does not recognize a cookie whose account, role or signature was changed, or one another portal signed', () => {
    const devices = devicesAt({ now: Date.now() });
    const cookie = devices.remember('student', 'ann@uni.test', 'device-1');
    const [, account, ...rest] = cookie.split('.');
    const asAdmin = [Buffer.from('admin').toString('base64url'), account, ...rest].join('.');
    const asBob = [cookie.split('.')[0], Buffer.from('bob@uni.test').toString('base64url'), ...rest].join('.');
    const otherPortal = devicesAt({ now: Date.now() }, 'another-portal-secret-that-is-long-enough');

    expect(devices.recognize(asAdmin)).to.equal(null);
    expect(devices.recognize(asBob)).to.equal(null);
    expect(devices.recognize(`${cookie.slice(0, -1)}${cookie.endsWith('A') ? 'B' : 'A'}`)).to.equal(null);
    expect(devices.recognize(otherPortal.remember('student', 'ann@uni.test', 'device-1'))).to.equal(null);
    expect(devices.recognize('garbage')).to.equal(null);
    expect(devices.recognize(undefined)).to.equal(null);
  });

  it(`forgets a device ${DEVICE_MEMORY_DAYS} days after its last sign-in`, () => {
    const clock = { now: Date.now() };
    const devices = devicesAt(clock);
    const cookie = devices.remember('company', 'acme', 'device-1');

    clock.now += DEVICE_MEMORY_DAYS * DAY_MS - 60_000;
    expect(devices.recognize(cookie)).to.not.equal(null);
    clock.now += 2 * 60_000;
    expect(devices.recognize(cookie)).to.equal(null);
  });
});
