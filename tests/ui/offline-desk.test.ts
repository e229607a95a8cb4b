import 'fake-indexeddb/auto';
import { expect } from 'chai';
import { createHash } from 'node:crypto';
import type { DeskScanJson, ScanAnswerJson } from '../../ui/src/offline/desk-api.js';
import { acceptOffline, codeDigest, DESK_MESSAGES, dismissRefusal, syncDesk } from '../../ui/src/offline/desk.js';
import {
  closeDeskDatabase,
  DESK_DATABASE,
  deskDatabase,
  replaceRoster,
  rosterRow,
  scansOf,
  type RosterRow,
} from '../../ui/src/offline/desk-store.js';

const OWNER = 'c0ffee000000000000000001';
const sha256 = (code: string) => createHash('sha256').update(code).digest('hex');

/** A roster row for the student whose code (as compared) is `code`. */
const aRosterRow = (code: string, overrides: Partial<RosterRow> = {}): Omit<RosterRow, 'owner'> => ({
  codeDigest: sha256(code),
  interviewId: `interview-${code}`,
  studentName: `Student ${code}`,
  indexNumber: `IX${code.slice(-4)}`,
  checkedInAt: null,
  ...overrides,
});

/** A server that takes every scan once by its key, refusing the codes it is told to. */
class FakeServer {
  readonly taken = new Map<string, DeskScanJson>();
  readonly batches: number[] = [];
  constructor(private readonly refusing: ReadonlySet<string> = new Set()) {}
  send = async (scans: readonly DeskScanJson[]): Promise<ScanAnswerJson[]> => {
    this.batches.push(scans.length);
    return scans.map((scan) => {
      if (this.refusing.has(scan.code))
        return {
          key: scan.key,
          outcome: 'refused',
          message: 'This student has no interview with your company',
          interviewId: null,
          checkedInAt: null,
        };
      this.taken.set(scan.key, scan);
      return { key: scan.key, outcome: 'checked-in', message: null, interviewId: 'i', checkedInAt: scan.scannedAt };
    });
  };
}

const now = new Date('2026-03-01T09:00:00.000Z');
const code = (n: number) => `AB${String(n).padStart(8, '0')}`;

describe("the check-in desk's offline queue", () => {
  beforeEach(async () => {
    closeDeskDatabase();
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase(DESK_DATABASE);
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error ?? new Error('not deleted'));
    });
  });

  it('finds a code by the SHA-256 of the code as compared, as the server gives the roster', async () => {
    expect(await codeDigest('AB00000001')).to.equal(sha256('AB00000001'));
  });

  it('shows at once whose a typed code is and queues the scan with its moment', async () => {
    const db = await deskDatabase();
    await replaceRoster(db, OWNER, [aRosterRow(code(1))], now);

    const decision = await acceptOffline(db, OWNER, 'ab-0000-0001', now, () => 'key-1');

    expect(decision).to.deep.include({ kind: 'queued' });
    expect(decision.kind === 'queued' && decision.row.studentName).to.equal(`Student ${code(1)}`);
    expect(await scansOf(db, OWNER)).to.deep.equal([
      {
        key: 'key-1',
        owner: OWNER,
        code: code(1),
        scannedAt: now.toISOString(),
        codeDigest: sha256(code(1)),
        studentName: `Student ${code(1)}`,
        state: 'waiting',
        message: null,
      },
    ]);
  });

  it('flags a second scan of the same code, or of a student the server had checked in, and queues nothing', async () => {
    const db = await deskDatabase();
    await replaceRoster(
      db,
      OWNER,
      [aRosterRow(code(1)), aRosterRow(code(2), { checkedInAt: '2026-03-01T08:00:00.000Z' })],
      now,
    );
    await acceptOffline(db, OWNER, code(1), now);

    const again = await acceptOffline(db, OWNER, code(1), new Date(now.getTime() + 60_000));
    const earlier = await acceptOffline(db, OWNER, code(2), now);

    expect(again).to.deep.include({ kind: 'second', firstAt: now.toISOString() });
    expect(earlier).to.deep.include({ kind: 'second', firstAt: '2026-03-01T08:00:00.000Z' });
    expect(await scansOf(db, OWNER)).to.have.length(1);
  });

  it('refuses a malformed code, one not on the roster and one on another account’s roster, queueing nothing', async () => {
    const db = await deskDatabase();
    await replaceRoster(db, 'another-account', [aRosterRow(code(3))], now);

    expect(await acceptOffline(db, OWNER, 'ABC', now)).to.deep.equal({
      kind: 'refused',
      message: 'A check-in code has 10 letters and digits, like 7K-3M9Q-XR2T',
    });
    expect(await acceptOffline(db, OWNER, code(3), now)).to.deep.equal({
      kind: 'refused',
      message: DESK_MESSAGES.notOnRoster,
    });
    expect(await scansOf(db, OWNER)).to.deep.equal([]);
  });

  it('sends 1200 waiting scans in batches of at most 500, each once, and empties the queue', async () => {
    const db = await deskDatabase();
    await replaceRoster(
      db,
      OWNER,
      Array.from({ length: 1200 }, (_, n) => aRosterRow(code(n))),
      now,
    );
    for (let n = 0; n < 1200; n += 1) await acceptOffline(db, OWNER, code(n), now);
    const server = new FakeServer();

    expect(await syncDesk(db, OWNER, server.send)).to.deep.equal({ taken: 1200, refused: 0 });
    expect(await syncDesk(db, OWNER, server.send)).to.deep.equal({ taken: 0, refused: 0 });

    expect(server.batches).to.deep.equal([500, 500, 200]);
    expect(server.taken.size).to.equal(1200);
    expect(await scansOf(db, OWNER)).to.deep.equal([]);
  });

  it('keeps the scans waiting under the same keys when the network fails while sending', async () => {
    const db = await deskDatabase();
    await replaceRoster(db, OWNER, [aRosterRow(code(1))], now);
    await acceptOffline(db, OWNER, code(1), now, () => 'the-key');

    const failed = await syncDesk(db, OWNER, () => Promise.reject(new TypeError('Failed to fetch'))).catch(
      (error: unknown) => error,
    );
    const server = new FakeServer();
    await syncDesk(db, OWNER, server.send);

    expect(failed).to.be.instanceOf(TypeError);
    expect([...server.taken.keys()]).to.deep.equal(['the-key']);
  });

  it('keeps a refused scan with its reason until dismissed, and no longer counts its student as here', async () => {
    const db = await deskDatabase();
    await replaceRoster(db, OWNER, [aRosterRow(code(1)), aRosterRow(code(2))], now);
    await acceptOffline(db, OWNER, code(1), now, () => 'refused-key');
    await acceptOffline(db, OWNER, code(2), now, () => 'taken-key');

    expect(await syncDesk(db, OWNER, new FakeServer(new Set([code(1)])).send)).to.deep.equal({ taken: 1, refused: 1 });

    expect(await scansOf(db, OWNER)).to.deep.equal([
      {
        key: 'refused-key',
        owner: OWNER,
        code: code(1),
        scannedAt: now.toISOString(),
        codeDigest: sha256(code(1)),
        studentName: `Student ${code(1)}`,
        state: 'refused',
        message: 'This student has no interview with your company',
      },
    ]);
    expect((await rosterRow(db, OWNER, sha256(code(1))))?.checkedInAt).to.equal(null);
    await dismissRefusal(db, 'refused-key');
    expect(await scansOf(db, OWNER)).to.deep.equal([]);
  });

  it('keeps a student scanned here checked in when a roster read before the scan was sent arrives', async () => {
    const db = await deskDatabase();
    await replaceRoster(db, OWNER, [aRosterRow(code(1))], now);
    await acceptOffline(db, OWNER, code(1), now);

    await replaceRoster(db, OWNER, [aRosterRow(code(1))], new Date(now.getTime() + 1000));

    expect((await rosterRow(db, OWNER, sha256(code(1))))?.checkedInAt).to.equal(now.toISOString());
  });
});
