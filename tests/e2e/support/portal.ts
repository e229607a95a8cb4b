import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPortal } from '../../../adapters/server/portal.js';
import type { Clock } from '../../../application/ports/system.js';
import { COMPILED_SERVER_SCRIPT } from '../../support/portal-process.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The first admin, created by the portal at start from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const FIRST_ADMIN = { email: 'chief.admin@fair.test', password: 'chief-admin-secret' } as const;

export interface E2EPortal {
  readonly url: string;
  readonly dataDir: string;
  /** Runs the reminder sweep now, as its timer does (REMINDER_MINUTES before each timed interview). */
  sendDueReminders(): Promise<void>;
  /**
   * Moves the portal's clock forward (it runs from the real time, plus every move so far) and runs
   * the reserve offers' timer at once: a test sees a deadline pass without waiting for it.
   */
  advanceClock(ms: number): Promise<void>;
  /** Stops the portal and removes its data directory. */
  dispose(): Promise<void>;
}

/** Builds the UI once when dist/ui is missing (`npm test` builds it first anyway). */
export function ensureUiBuilt(): void {
  if (existsSync(path.join(REPO_ROOT, 'dist', 'ui', 'index.html'))) return;
  execFileSync('npx', ['vite', 'build', '--config', 'ui/vite.config.ts', '--logLevel', 'warn'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
}

/** Compiles the server once when dist/server is missing (`npm test` builds it first anyway). */
export function ensureServerBuilt(): void {
  if (existsSync(path.join(REPO_ROOT, COMPILED_SERVER_SCRIPT))) return;
  execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: REPO_ROOT, stdio: 'inherit' });
}

/** The real time, moved forward by the test: the only clock a browser test's portal reads. */
class MovableClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/**
 * The real portal on 127.0.0.1, an ephemeral port and a fresh data directory (or the DATA_DIR
 * given, removed at the end as well), with the first admin.
 */
export async function startE2EPortal(env: Record<string, string> = {}): Promise<E2EPortal> {
  ensureUiBuilt();
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'career-fair-e2e-')));
  const clock = new MovableClock();
  const portal = await startPortal(
    {
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: FIRST_ADMIN.email,
      ADMIN_PASSWORD: FIRST_ADMIN.password,
      ...env,
    },
    { clock },
  );
  return {
    url: portal.url,
    dataDir: portal.dataDir,
    sendDueReminders: () => portal.notifications.sendDueReminders(),
    advanceClock: async (ms) => {
      clock.advance(ms);
      await portal.notifications.expireOffers();
    },
    dispose: async () => {
      await portal.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
