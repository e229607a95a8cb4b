import { useEffect, useState } from 'react';
import { sendDeskScans, useCheckInRoster } from './desk-api.js';
import { useSession } from '../session/SessionContext.js';
import { deskChanged, onDeskChange, syncDesk } from './desk.js';
import { deskDatabase, replaceRoster, rosterTime, scansOf, type QueuedScan } from './desk-store.js';
import { useOnline } from './useOnline.js';

/** While scans wait and the network is up, they are sent again this often (a sync that failed half-way). */
const RETRY_MS = 10_000;

/** The account whose desk this is: the signed-in company or coordinator. */
export function useDeskOwner(): string | null {
  const { user } = useSession();
  return user && (user.role === 'company' || user.role === 'coordinator') ? user._id : null;
}

/**
 * Keeps a company's or coordinator's check-in desk ready for the network to fail: the roster read
 * again while online (and whenever an interview changes), and the scans made offline sent on start,
 * when the network returns, and every few seconds while some still wait.
 */
export function DeskSync() {
  const owner = useDeskOwner();
  const online = useOnline();
  const roster = useCheckInRoster(owner !== null && online);
  const { mutate } = roster;

  useEffect(() => {
    if (owner === null || roster.data === undefined) return;
    const rows = roster.data;
    void deskDatabase()
      .then((db) => replaceRoster(db, owner, rows, new Date()))
      .then(deskChanged);
  }, [owner, roster.data]);

  useEffect(() => {
    if (owner === null || !online) return;
    let running = false;
    const run = async () => {
      if (running) return;
      running = true;
      try {
        const db = await deskDatabase();
        const { taken, refused } = await syncDesk(db, owner, sendDeskScans);
        if (taken + refused > 0) void mutate();
      } catch {
        // Not sent: the scans wait, under the same keys, for the next try.
      } finally {
        running = false;
      }
    };
    void run();
    const timer = setInterval(() => void run(), RETRY_MS);
    return () => clearInterval(timer);
  }, [owner, online, mutate]);

  return null;
}

/** The desk's queue as the Check In screen shows it: scans waiting, scans refused, and the roster's time. */
export interface DeskStatus {
  readonly waiting: number;
  readonly refused: readonly QueuedScan[];
  readonly rosterAt: Date | null;
}

export function useDeskStatus(owner: string | null): DeskStatus {
  const [status, setStatus] = useState<DeskStatus>({ waiting: 0, refused: [], rosterAt: null });
  useEffect(() => {
    if (owner === null) return;
    let current = true;
    const read = async () => {
      const db = await deskDatabase();
      const [scans, rosterAt] = await Promise.all([scansOf(db, owner), rosterTime(db, owner)]);
      if (!current) return;
      setStatus({
        waiting: scans.filter((scan) => scan.state === 'waiting').length,
        refused: scans.filter((scan) => scan.state === 'refused'),
        rosterAt,
      });
    };
    void read();
    const stop = onDeskChange(() => void read());
    return () => {
      current = false;
      stop();
    };
  }, [owner]);
  return status;
}
