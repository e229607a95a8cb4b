/*
 * The check-in desk offline (docs/offline.md): a scanned or typed code is looked up by its digest on
 * the roster kept here, its student shown at once, a second scan of the same code flagged, and the
 * scan queued under a key of its own with the moment it was made. Once the network is back, the
 * queue is sent; the server takes each scan exactly once (the key), and a scan it refuses stays here
 * with its reason until the coordinator has seen it.
 */
import * as E from 'fp-ts/lib/Either.js';
import { MAX_SCANS_PER_SYNC } from '../../../domain/desk-scan.js';
import { parseCheckInCode } from '../../../domain/check-in-code.js';
import type { DeskScanJson, ScanAnswerJson } from './desk-api.js';
import {
  forgetScan,
  queueScan,
  refuseScan,
  rosterRow,
  scansOf,
  type DeskDatabase,
  type QueuedScan,
  type RosterRow,
} from './desk-store.js';

export const DESK_MESSAGES = {
  notOnRoster:
    'This code is not on the check-in roster kept on this device: the student has no interview here, or it was made after the roster was last read.',
} as const;

/** What became of a code entered at the desk while offline. */
export type DeskDecision =
  | { readonly kind: 'queued'; readonly row: RosterRow; readonly scan: QueuedScan }
  | { readonly kind: 'second'; readonly row: RosterRow; readonly firstAt: string }
  | { readonly kind: 'refused'; readonly message: string };

/** SHA-256 of the code as compared, in hex: what the roster finds a student by. */
export async function codeDigest(code: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code));
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const listeners = new Set<() => void>();

/** Tells `listener` whenever the desk's queue or roster changes; answers how to stop. */
export function onDeskChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function deskChanged(): void {
  for (const listener of listeners) listener();
}

/** Takes a code at the desk while offline: the student it belongs to queued, a second scan flagged, or why not. */
export async function acceptOffline(
  db: DeskDatabase,
  owner: string,
  typed: string,
  now: Date,
  newKey: () => string = () => crypto.randomUUID(),
): Promise<DeskDecision> {
  const parsed = parseCheckInCode(typed);
  if (E.isLeft(parsed)) return { kind: 'refused', message: parsed.left };
  const digest = await codeDigest(parsed.right);
  const row = await rosterRow(db, owner, digest);
  if (!row) return { kind: 'refused', message: DESK_MESSAGES.notOnRoster };
  if (row.checkedInAt !== null) return { kind: 'second', row, firstAt: row.checkedInAt };
  const scan: QueuedScan = {
    key: newKey(),
    owner,
    code: parsed.right,
    scannedAt: now.toISOString(),
    codeDigest: digest,
    studentName: row.studentName,
    state: 'waiting',
    message: null,
  };
  await queueScan(db, scan);
  deskChanged();
  return { kind: 'queued', row: { ...row, checkedInAt: scan.scannedAt }, scan };
}

/** What one sync did: scans the server took, and those it refused. */
export interface SyncResult {
  readonly taken: number;
  readonly refused: number;
}

/**
 * Sends every waiting scan, in batches the server accepts, and settles each by its answer. A batch
 * that fails to arrive stays waiting, to be sent again under the same keys.
 */
export async function syncDesk(
  db: DeskDatabase,
  owner: string,
  send: (scans: readonly DeskScanJson[]) => Promise<readonly ScanAnswerJson[]>,
): Promise<SyncResult> {
  const waiting = (await scansOf(db, owner)).filter((scan) => scan.state === 'waiting');
  let taken = 0;
  let refused = 0;
  for (let start = 0; start < waiting.length; start += MAX_SCANS_PER_SYNC) {
    const batch = waiting.slice(start, start + MAX_SCANS_PER_SYNC);
    const answers = await send(batch.map(({ key, code, scannedAt }) => ({ key, code, scannedAt })));
    const byKey = new Map(answers.map((answer) => [answer.key, answer]));
    for (const scan of batch) {
      const answer = byKey.get(scan.key);
      if (answer === undefined) continue;
      if (answer.outcome === 'refused') {
        await refuseScan(db, scan, answer.message ?? 'The server refused this check-in');
        refused += 1;
      } else {
        await forgetScan(db, scan.key);
        taken += 1;
      }
    }
    deskChanged();
  }
  return { taken, refused };
}

/** The coordinator has read why the server refused this scan. */
export async function dismissRefusal(db: DeskDatabase, key: string): Promise<void> {
  await forgetScan(db, key);
  deskChanged();
}
