import { expect } from 'chai';
import {
  DESK_SCAN_MESSAGES,
  MAX_SCAN_AGE_MS,
  parseScanKey,
  SCAN_CLOCK_LEEWAY_MS,
  scanTime,
} from '../../domain/desk-scan.js';
import { leftOf, rightOf } from './validated.js';

const now = new Date('2026-03-01T09:00:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe("a desk's offline scans", () => {
  it('keys each scan by a UUID, kept in lower case', () => {
    expect(rightOf(parseScanKey(' 3F2504E0-4F89-41D3-9A0C-0305E82C3301 '))).to.equal(
      '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    );
    for (const key of ['', 'not-a-uuid', '3f2504e0-4f89-41d3-9a0c-0305e82c330', '3f2504e04f8941d39a0c0305e82c3301'])
      expect(leftOf(parseScanKey(key)), key).to.equal(DESK_SCAN_MESSAGES.key);
  });

  it('takes the moment of the scan as the check-in time, from a day ago until now', () => {
    expect(rightOf(scanTime(before(0), now))).to.deep.equal(now);
    expect(rightOf(scanTime(before(MAX_SCAN_AGE_MS), now))).to.deep.equal(new Date(before(MAX_SCAN_AGE_MS)));
    expect(rightOf(scanTime('2026-03-01T10:30:00+02:00', now))).to.deep.equal(new Date('2026-03-01T08:30:00Z'));
  });

  it("reads a scan a little ahead of the server's clock as made now, and one further ahead as refused", () => {
    expect(rightOf(scanTime(before(-SCAN_CLOCK_LEEWAY_MS), now))).to.deep.equal(now);
    expect(leftOf(scanTime(before(-SCAN_CLOCK_LEEWAY_MS - 1), now))).to.equal(DESK_SCAN_MESSAGES.future);
  });

  it('refuses a scan more than a day old, and a time that is no ISO instant with its offset', () => {
    expect(leftOf(scanTime(before(MAX_SCAN_AGE_MS + 1), now))).to.equal(DESK_SCAN_MESSAGES.tooOld);
    for (const time of ['', 'yesterday', '2026-03-01T09:00:00', '2026-03-01', '1772355600000', '2026-02-30T09:00:00Z'])
      expect(leftOf(scanTime(time, now)), time).to.equal(DESK_SCAN_MESSAGES.time);
  });
});
