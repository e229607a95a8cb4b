import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import type { Actor } from '../../application/actor.js';
import type { AppError } from '../../application/errors.js';
import { InterviewDetailsLoader } from '../../application/interviews/interview-details.js';
import type { Clock } from '../../application/ports/system.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { openEmbeddedStore } from '../../adapters/persistence/embedded-store.js';
import type { Store } from '../../adapters/persistence/store.js';
import { ObjectIdGenerator } from '../../adapters/system/object-id-generator.js';

/** A clock that says what the test tells it. */
export class FixedClock implements Clock {
  constructor(private instant: Date = new Date('2026-03-01T04:30:00Z')) {}
  now(): Date {
    return new Date(this.instant);
  }
  set(instant: Date): void {
    this.instant = instant;
  }
}

/** The in-memory embedded store with the shared services the walk-in and download use cases take. */
export interface FairStore {
  readonly store: Store;
  readonly clock: FixedClock;
  readonly ids: ObjectIdGenerator;
  readonly companyOfActor: CompanyOfActor;
  readonly details: InterviewDetailsLoader;
}

export const openFairStore = async (): Promise<FairStore> => {
  const store = await openEmbeddedStore({ dataDir: null });
  return {
    store,
    clock: new FixedClock(),
    ids: new ObjectIdGenerator(),
    companyOfActor: new CompanyOfActor(store.coordinators),
    details: new InterviewDetailsLoader(store.students, store.companies, store.panels),
  };
};

export const asAdmin = (id = 'a'.repeat(24)): Actor => ({ id, role: 'admin' });
export const asStudent = (id: string): Actor => ({ id, role: 'student' });
export const asCompany = (id: string): Actor => ({ id, role: 'company' });
export const asCoordinator = (id: string): Actor => ({ id, role: 'coordinator' });

/** Runs a use case's task; the test fails with the error if it went wrong. */
export const succeeds = async <T>(task: TaskEither<AppError, T>): Promise<T> => {
  const result = await task();
  if (result._tag === 'Left') throw new Error(`expected success, got ${result.left.kind}: ${result.left.message}`);
  return result.right;
};

/** Runs a use case's task that must fail, and gives its error. */
export const fails = async <T>(task: TaskEither<AppError, T>): Promise<AppError> => {
  const result = await task();
  if (result._tag === 'Right') throw new Error(`expected a failure, got ${JSON.stringify(result.right)}`);
  return result.left;
};

/** A small file that passes for a PDF by its bytes. */
export const pdfBytes = (text = 'cv'): Uint8Array => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);

/** Every byte of a stored file, or null when the key holds none. */
export const storedBytes = async (store: Store, key: string): Promise<Buffer | null> => {
  const file = await store.files.get(key);
  if (file === null) return null;
  const chunks: Uint8Array[] = [];
  for await (const chunk of file.content) chunks.push(chunk);
  return Buffer.concat(chunks);
};
