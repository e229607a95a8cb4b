import type { PortalSettings } from '../../application/settings.js';
import { DEFAULT_SCHEDULE_RULES } from '../../domain/interview-schedule.js';
import * as E from 'fp-ts/lib/Either.js';
import type { Container, ServiceIdentifier } from 'inversify';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import type { Actor } from '../../application/actor.js';
import type { AppError } from '../../application/errors.js';
import { InterviewDetailsLoader } from '../../application/interviews/interview-details.js';
import type { Clock, IdGenerator } from '../../application/ports/system.js';
import { openEmbeddedStore } from '../../adapters/persistence/embedded-store.js';
import type { Store } from '../../adapters/persistence/store.js';
import type { Ports } from '../../adapters/composition/tokens.js';
import type { Company } from '../../domain/company.js';
import type { Coordinator } from '../../domain/coordinator.js';
import type { Interview } from '../../domain/interview.js';
import type { Panel } from '../../domain/panel.js';
import type { Student } from '../../domain/student.js';
import { aCompany, aCoordinator, anId, anInterview, aPanel, aStudent } from './builders.js';
import { RecordingEventFeed } from './recording-event-feed.js';
import { RecordingMailer } from './recording-mailer.js';
import { testAdapters, testContainer } from './test-container.js';
import { freshPerTest } from './fresh-per-test.js';

/** A clock that stands still until a test moves it. */
export class FakeClock implements Clock {
  constructor(private current = new Date('2026-03-01T04:30:00.000Z')) {}

  now(): Date {
    return new Date(this.current);
  }

  advance(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }

  set(instant: Date): void {
    this.current = new Date(instant);
  }
}

export const testIds: IdGenerator = { next: anId };

/**
 * The fair's use cases' world for a use-case test: an in-memory embedded store, a fake clock, the
 * shared services, and quick ways to put companies, people, panels and interviews in it.
 */
/** The installation's settings in use-case tests: the spec's zone, 25-minute interviews 5 minutes apart. */
export const TEST_SETTINGS: PortalSettings = {
  publicUrl: 'http://fair.test',
  eventTimezone: 'Asia/Colombo',
  scheduleDefaults: DEFAULT_SCHEDULE_RULES,
};

export class FairWorld {
  readonly clock = new FakeClock();
  readonly ids = testIds;
  /** What the use cases under test published. */
  readonly events = new RecordingEventFeed();
  /** What the use cases under test mailed. */
  readonly mailer = new RecordingMailer();
  readonly settings = TEST_SETTINGS;
  readonly companyOfActor: CompanyOfActor;
  readonly details: InterviewDetailsLoader;
  private readonly container: Container;

  private constructor(readonly store: Store) {
    this.container = this.containerWith({});
    this.companyOfActor = this.use(CompanyOfActor);
    this.details = this.use(InterviewDetailsLoader);
  }

  /**
   * A use case (or shared service) wired as the portal wires it, over this world's store, clock,
   * ids, settings, event feed and mailer, with the ports in `rebind` in their place.
   */
  use<T>(useCase: ServiceIdentifier<T>, rebind?: Partial<Ports>): T {
    return (rebind === undefined ? this.container : this.containerWith(rebind)).get(useCase);
  }

  private containerWith(rebind: Partial<Ports>): Container {
    const adapters = testAdapters(this.clock, this.ids, this.settings);
    return testContainer(this.store, adapters, { events: this.events, mailer: this.mailer, ...rebind });
  }

  static async open(): Promise<FairWorld> {
    return FairWorld.on(await openEmbeddedStore({ dataDir: null }));
  }

  /** The world over a store opened elsewhere (a MongoDB one, in the tests that need a server); closing it closes the store. */
  static on(store: Store): FairWorld {
    return new FairWorld(store);
  }

  close(): Promise<void> {
    return this.store.close();
  }

  async company(overrides: Partial<Company> = {}): Promise<Company> {
    const company = aCompany(overrides);
    await this.store.companies.add(company);
    return company;
  }

  async student(overrides: Partial<Student> = {}): Promise<Student> {
    const student = aStudent(overrides);
    await this.store.students.add(student);
    return student;
  }

  async coordinatorOf(company: Company, overrides: Partial<Coordinator> = {}): Promise<Coordinator> {
    const coordinator = aCoordinator({ companyId: company.id, ...overrides });
    await this.store.coordinators.add(coordinator);
    return coordinator;
  }

  async panelOf(company: Company, overrides: Partial<Panel> = {}): Promise<Panel> {
    const panel = aPanel({ companyId: company.id, ...overrides });
    await this.store.panels.add(panel);
    return panel;
  }

  async interview(student: Student, company: Company, overrides: Partial<Interview> = {}): Promise<Interview> {
    const interview = anInterview({ studentId: student.id, companyId: company.id, ...overrides });
    await this.store.interviews.add(interview);
    return interview;
  }

  /** A company with a coordinator (as an actor) and a panel, and a student waiting first in the panel's queue. */
  async queued() {
    const company = await this.company();
    const coordinator = actorOf(await this.coordinatorOf(company), 'coordinator');
    const panel = await this.panelOf(company);
    const student = await this.student();
    const interview = await this.interview(student, company, {
      status: 'assigned',
      panelId: panel.id,
      queue: 1,
      panelQueue: 1,
    });
    return { company, coordinator, panel, student, interview };
  }
}

/** One FairWorld per test of the enclosing suite. */
export const freshFairWorld = (): (() => FairWorld) =>
  freshPerTest(
    () => FairWorld.open(),
    (world) => world.close(),
  );

export const actorOf = (account: { readonly id: string }, role: Actor['role']): Actor => ({ id: account.id, role });

/** The value of a use case that should succeed; fails the test with the error otherwise. */
export const succeeds = async <T>(task: TaskEither<AppError, T>): Promise<T> => {
  const result = await task();
  if (E.isLeft(result)) throw new Error(`expected success, got ${result.left.kind}: ${result.left.message}`);
  return result.right;
};

/** Every item of a list a use case gives as it reads it (the whole-fair lists), once it succeeded. */
export const succeedsWithAll = async <T>(task: TaskEither<AppError, AsyncIterable<T>>): Promise<T[]> => {
  const items: T[] = [];
  for await (const item of await succeeds(task)) items.push(item);
  return items;
};

/** The error of a use case that should fail; fails the test if it succeeded. */
export const fails = async <T>(task: TaskEither<AppError, T>): Promise<AppError> => {
  const result = await task();
  if (E.isRight(result)) throw new Error(`expected a failure, got ${JSON.stringify(result.right)}`);
  return result.left;
};
