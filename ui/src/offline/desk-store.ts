/*
 * The check-in desk's own database in the browser (IndexedDB, through idb): the roster of its
 * company's interviews as last read, and the scans made offline until the server took them, or
 * refused them and the coordinator has seen why. Everything is kept per account, so a shared
 * device never mixes two companies' desks.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** One interview on the roster, found by the digest of its student's code. */
export interface RosterRow {
  readonly owner: string;
  readonly codeDigest: string;
  readonly interviewId: string;
  readonly studentName: string;
  readonly indexNumber: string;
  /** When the student checked in, by the server's roster or a scan made here; null until then. */
  readonly checkedInAt: string | null;
}

/** A scan made offline: waiting to be sent, or refused by the server with its reason. */
export interface QueuedScan {
  readonly key: string;
  readonly owner: string;
  readonly code: string;
  readonly scannedAt: string;
  readonly codeDigest: string;
  readonly studentName: string;
  readonly state: 'waiting' | 'refused';
  readonly message: string | null;
}

interface DeskSchema extends DBSchema {
  roster: { key: [string, string]; value: RosterRow; indexes: { owner: string } };
  scans: { key: string; value: QueuedScan; indexes: { owner: string } };
  meta: { key: string; value: { readonly owner: string; readonly rosterAt: string } };
}

export type DeskDatabase = IDBPDatabase<DeskSchema>;

export const DESK_DATABASE = 'career-fair-desk';

let opened: Promise<DeskDatabase> | null = null;

/** The desk's database, opened once per page. */
export function deskDatabase(): Promise<DeskDatabase> {
  opened ??= openDB<DeskSchema>(DESK_DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore('roster', { keyPath: ['owner', 'codeDigest'] }).createIndex('owner', 'owner');
      db.createObjectStore('scans', { keyPath: 'key' }).createIndex('owner', 'owner');
      db.createObjectStore('meta', { keyPath: 'owner' });
    },
  });
  return opened;
}

/** Forgets the opened database (the unit tests start each from an empty one). */
export function closeDeskDatabase(): void {
  void opened?.then((db) => db.close());
  opened = null;
}

/**
 * Puts the roster as the server answered it in place of the one kept. A student checked in by a scan
 * still waiting here stays checked in, whatever the server's roster says yet.
 */
export async function replaceRoster(
  db: DeskDatabase,
  owner: string,
  rows: readonly Omit<RosterRow, 'owner'>[],
  at: Date,
): Promise<void> {
  const tx = db.transaction(['roster', 'scans', 'meta'], 'readwrite');
  const waiting = (await tx.objectStore('scans').index('owner').getAll(owner)).filter((s) => s.state === 'waiting');
  const scannedHere = new Map(waiting.map((scan) => [scan.codeDigest, scan.scannedAt]));
  const roster = tx.objectStore('roster');
  for (const key of await roster.index('owner').getAllKeys(owner)) await roster.delete(key);
  for (const row of rows)
    await roster.put({ ...row, owner, checkedInAt: row.checkedInAt ?? scannedHere.get(row.codeDigest) ?? null });
  await tx.objectStore('meta').put({ owner, rosterAt: at.toISOString() });
  await tx.done;
}

/** When the kept roster was read, or null when this account has none here. */
export async function rosterTime(db: DeskDatabase, owner: string): Promise<Date | null> {
  const meta = await db.get('meta', owner);
  return meta ? new Date(meta.rosterAt) : null;
}

export function rosterRow(db: DeskDatabase, owner: string, codeDigest: string): Promise<RosterRow | undefined> {
  return db.get('roster', [owner, codeDigest]);
}

/** Queues a scan and marks its student checked in on the roster, in one step. */
export async function queueScan(db: DeskDatabase, scan: QueuedScan): Promise<void> {
  const tx = db.transaction(['roster', 'scans'], 'readwrite');
  await tx.objectStore('scans').put(scan);
  const row = await tx.objectStore('roster').get([scan.owner, scan.codeDigest]);
  if (row && row.checkedInAt === null) await tx.objectStore('roster').put({ ...row, checkedInAt: scan.scannedAt });
  await tx.done;
}

export async function scansOf(db: DeskDatabase, owner: string): Promise<QueuedScan[]> {
  const scans = await db.getAllFromIndex('scans', 'owner', owner);
  return scans.sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
}

/** The server took the scan: it leaves the queue. */
export function forgetScan(db: DeskDatabase, key: string): Promise<void> {
  return db.delete('scans', key);
}

/** The server refused the scan: it stays, with the reason, until the coordinator dismisses it; its student is no longer marked here. */
export async function refuseScan(db: DeskDatabase, scan: QueuedScan, message: string): Promise<void> {
  const tx = db.transaction(['roster', 'scans'], 'readwrite');
  await tx.objectStore('scans').put({ ...scan, state: 'refused', message });
  const row = await tx.objectStore('roster').get([scan.owner, scan.codeDigest]);
  if (row && row.checkedInAt === scan.scannedAt) await tx.objectStore('roster').put({ ...row, checkedInAt: null });
  await tx.done;
}
