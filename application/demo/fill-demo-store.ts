import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Company } from '../../domain/company.js';
import {
  assignPanel,
  type Interview,
  type InterviewStatus,
  moveInterview,
  newInterview,
  setInterviewTime,
} from '../../domain/interview.js';
import { roundUpToFiveMinutes, type ScheduleRules } from '../../domain/interview-schedule.js';
import type { Panel } from '../../domain/panel.js';
import type { Role } from '../../domain/role.js';
import { ROLE_SIGN_IN_PATHS } from '../../domain/role.js';
import { matchSelectedCompanies } from '../../domain/selected-companies.js';
import { type SelectionRecord, selectsCompany, validateSelection } from '../../domain/selection.js';
import { validateSignUp } from '../../domain/sign-up.js';
import type { Student } from '../../domain/student.js';
import type { Actor } from '../actor.js';
import type { AddAdmin } from '../admins/add-admin.js';
import type { CreateCompany } from '../companies/create-company.js';
import type { AddCoordinator } from '../coordinators/add-coordinator.js';
import { acceptUpload } from '../files/accept-upload.js';
import { type AppError, conflict, notFound, validation } from '../errors.js';
import { NOT_FOUND_MESSAGES } from '../find-records.js';
import { companyQueue, panelQueue } from '../interviews/assign-interview-panel.js';
import { INTERVIEW_EXISTS, NOT_SELECTED } from '../interviews/create-interview.js';
import type { CreatePanel } from '../panels/create-panel.js';
import type {
  AdminRepository,
  CompanyRepository,
  CoordinatorRepository,
  InterviewRepository,
  SequenceRepository,
  StudentRepository,
} from '../ports/persistence.js';
import { type Refusal, refuse, unique, useCase } from '../task.js';
import type { FileStorage } from '../ports/file-storage.js';
import type { PasswordHasher } from '../ports/security.js';
import type { Clock, IdGenerator } from '../ports/system.js';
import { CV_UPLOAD } from '../students/upload-student-cv.js';
import type { ChangeWalkingStatus } from '../walk-in/change-walking-status.js';
import type { CreateWalkInInterview } from '../walk-in/create-walk-in-interview.js';
import { demoCvPdf } from './demo-cv.js';
import { CALLED_MOVES, type CalledStage, demoPanelDay, type PanelDay, seedOf } from './demo-day.js';
import { DemoSchedule } from './demo-schedule.js';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_FIRST_SLOT_MINUTES,
  DEMO_PASSWORDS,
  SMALL_DEMO_FAIR,
  type DemoChoice,
  type DemoCompany,
  type DemoFair,
  type DemoInterviewStage,
  type DemoStudent,
} from './demo-plan.js';
import { FIRST_SESSION_VERSION } from '../../domain/account-session.js';

export const DEMO_NEEDS_EMPTY_STORE =
  'The demo fills only an empty store, and this one already has data. Point DATA_DIR at an empty directory (or MONGODB_URI at an empty database) and run it again.';

export interface DemoPorts {
  readonly admins: AdminRepository;
  readonly students: StudentRepository;
  readonly companies: CompanyRepository;
  readonly coordinators: CoordinatorRepository;
  readonly interviews: InterviewRepository;
  readonly sequences: SequenceRepository;
  readonly files: FileStorage;
  readonly passwords: PasswordHasher;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  /** The fair's interview length and buffer, as the Set Time form proposes and checks times with. */
  readonly schedule: ScheduleRules;
}

/** The other areas' use cases the demo goes through, so its data obeys every rule theirs does. */
export interface DemoUseCases {
  readonly addAdmin: AddAdmin;
  readonly createCompany: CreateCompany;
  readonly addCoordinator: AddCoordinator;
  readonly createPanel: CreatePanel;
  readonly changeWalkingStatus: ChangeWalkingStatus;
  readonly createWalkInInterview: CreateWalkInInterview;
}

/** How to sign in as one role of the demo. */
export interface DemoSignIn {
  readonly role: Role;
  /** The sign-in page of the role. */
  readonly page: string;
  /** E-mail, or the username for a company. */
  readonly identifier: string;
  readonly password: string;
}

export interface DemoSummary {
  readonly companies: number;
  readonly coordinators: number;
  readonly panels: number;
  readonly students: number;
  readonly interviews: Readonly<Record<DemoInterviewStage, number>>;
  readonly walkIns: number;
  /** One account per role: admin, coordinator, company, student. */
  readonly signIns: readonly DemoSignIn[];
}

/** Told how many of the fair's students, interviews and walk-ins are in the store so far, out of how many. */
export type DemoProgress = (done: number, total: number) => void;

/** Students are made (their CVs stored) this many at a time. */
const STUDENTS_AT_ONCE = 16;

/** Students are written this many to a write, once their CVs are stored. */
const STUDENTS_PER_WRITE = 500;

/** The planned interviews are written this many to a write. */
const INTERVIEWS_PER_WRITE = 1000;

/** Runs `work` on every item, at most `limit` at a time; rejects with the first failure. */
const eachAtMost = async <T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> => {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
};

/**
 * Interviews are taken through their states in this order, so that each panel's queue runs from
 * those already called (finished, or no-show) through the ongoing one to those waiting.
 */
const STAGE_ORDER: Readonly<Record<DemoInterviewStage, number>> = {
  finished: 0,
  'no-show': 0,
  ongoing: 1,
  assigned: 2,
  selected: 3,
};

/** The moves a coordinator makes after assigning a panel, to take an interview to each state. */
const MOVES_AFTER_ASSIGNING: Readonly<Record<DemoInterviewStage, readonly InterviewStatus[]>> = {
  selected: [],
  assigned: [],
  ...CALLED_MOVES,
};

const isCalled = (stage: DemoInterviewStage): stage is CalledStage =>
  stage === 'finished' || stage === 'no-show' || stage === 'ongoing';

interface PlannedInterview {
  readonly student: Student;
  readonly choice: DemoChoice & { readonly interview: DemoInterviewStage };
}

/** A step of the demo that was refused (or failed), its message naming the step so the operator knows which. */
const stepRefused = (what: string, error: AppError): Refusal =>
  refuse({ ...error, message: `${what}: ${error.message}` });

/** Inside the demo's body: the value of a step, or its failure, named, ending the demo (`must` with a name). */
const run = async <T>(what: string, step: TaskEither<AppError, T> | E.Either<AppError, T>): Promise<T> => {
  const result = typeof step === 'function' ? await step() : step;
  if (E.isRight(result)) return result.right;
  throw stepRefused(what, result.left);
};

/** What the making of the planned interviews keeps between them. */
interface DemoBook {
  readonly schedule: DemoSchedule;
  /** The next queue place of a counter. */
  readonly place: (counter: string) => number;
  /** The student and company pairs that have an interview. */
  readonly pairs: Set<string>;
  /** The day so far of each panel (by id) with called interviews, and the times of each called interview's moves. */
  readonly days: ReadonlyMap<string, PanelDay>;
  readonly movedAt: ReadonlyMap<PlannedInterview, readonly Date[]>;
}

interface CompanyInFair {
  readonly plan: DemoCompany;
  readonly company: Company;
  readonly coordinatorId: string;
  readonly panels: ReadonlyMap<string, Panel>;
}

/** One account per role, on the fair's first company and student. */
const demoSignIns = (fair: DemoFair): DemoSignIn[] => {
  const [company, student] = [fair.companies[0]!, fair.students[0]!];
  const signIn = (role: Role, identifier: string): DemoSignIn => ({
    role,
    page: ROLE_SIGN_IN_PATHS[role],
    identifier,
    password: DEMO_PASSWORDS[role],
  });
  return [
    signIn('admin', DEMO_ADMIN_EMAIL),
    signIn('coordinator', company.coordinator.email),
    signIn('company', company.username),
    signIn('student', student.email),
  ];
};

/**
 * Fills an empty store with a demo fair (design.md §6), the small one unless told another:
 * companies with their panels and coordinators, confirmed students with general CVs and
 * selections, interviews in every state and walk-ins, made through the same use cases as the
 * portal's screens so that they obey every rule. Students and the planned interviews are the
 * exceptions. Sign-up would mail each student a confirmation link, and a fair of thousands cannot
 * afford three writes per student, so each is written once, already confirmed, with the CV and
 * selection those use cases would record, after the same validation. An interview taken to its
 * stage through the use cases costs five to eight writes and a dozen reads (create, assign a panel,
 * propose and set a time, move), so each is made in memory in its final stage by the same domain
 * rules those use cases apply, in the same order, and all are written in a few bulk inserts (see
 * `demoInterview`). Walk-ins still go through the walk-in use cases.
 */
export class FillDemoStore {
  constructor(
    private readonly ports: DemoPorts,
    private readonly useCases: DemoUseCases,
  ) {}

  /** The actor (the operator at the command line) adds the administrator, the companies and their coordinators. */
  execute(
    actor: Actor,
    fair: DemoFair = SMALL_DEMO_FAIR,
    progress: DemoProgress = () => undefined,
  ): TaskEither<AppError, DemoSummary> {
    return useCase(async () => {
      if (!(await this.storeIsEmpty())) return refuse(conflict(DEMO_NEEDS_EMPTY_STORE));
      return this.fill(actor, fair, progress);
    });
  }

  private async fill(actor: Actor, fair: DemoFair, progress: DemoProgress): Promise<DemoSummary> {
    const { useCases } = this;
    await run(
      'admin',
      useCases.addAdmin.execute(actor, {
        email: DEMO_ADMIN_EMAIL,
        password: DEMO_PASSWORDS.admin,
        confirmpassword: DEMO_PASSWORDS.admin,
      }),
    );
    const companies = new Map<string, CompanyInFair>();
    for (const plan of fair.companies) companies.set(plan.username, await this.addCompany(actor, plan));

    const planned = fair.students.flatMap((plan) => plan.choices.filter((choice) => choice.interview !== undefined));
    const total = fair.students.length + planned.length + fair.students.filter((plan) => plan.walkIn).length;
    let done = 0;
    const step = () => progress(++done, total);

    // Every demo student has the same password: one argon2 hash serves them all.
    const passwordHash = await this.ports.passwords.hash(DEMO_PASSWORDS.student);
    const students = new Array<Student>(fair.students.length);
    for (let from = 0; from < fair.students.length; from += STUDENTS_PER_WRITE) {
      const some = [...fair.students.keys()].slice(from, from + STUDENTS_PER_WRITE);
      await eachAtMost(some, STUDENTS_AT_ONCE, async (i) => {
        students[i] = await this.demoStudent(fair.students[i]!, passwordHash, companies);
      });
      await run(
        'students',
        useCase(() => this.ports.students.addMany(some.map((i) => students[i]!))),
      );
      for (const _ of some) step();
    }

    const interviews = await this.addInterviews(fair.students, students, companies, step);
    const walkIns = await this.addWalkIns(fair.students, students, companies, step);
    interviews.selected += walkIns;

    return {
      companies: companies.size,
      coordinators: companies.size,
      panels: [...companies.values()].reduce((sum, company) => sum + company.panels.size, 0),
      students: students.length,
      interviews,
      walkIns,
      signIns: demoSignIns(fair),
    };
  }

  /**
   * The planned interviews, each made in its stage; answers how many end in each state. Each
   * company's are taken finished first, so that queue places follow the stages, and the companies
   * in turn (one interview of each, then the next of each), as coordinators working at once would
   * set their times.
   */
  private async addInterviews(
    plans: readonly DemoStudent[],
    students: readonly Student[],
    companies: ReadonlyMap<string, CompanyInFair>,
    step: () => void,
  ): Promise<Record<DemoInterviewStage, number>> {
    const counts: Record<DemoInterviewStage, number> = {
      selected: 0,
      assigned: 0,
      ongoing: 0,
      finished: 0,
      'no-show': 0,
    };
    const byCompany = new Map<string, PlannedInterview[]>();
    for (const [i, plan] of plans.entries()) {
      for (const choice of plan.choices) {
        if (choice.interview === undefined) continue;
        const planned = { student: students[i]!, choice: { ...choice, interview: choice.interview } };
        const ofCompany = byCompany.get(choice.company) ?? [];
        ofCompany.push(planned);
        byCompany.set(choice.company, ofCompany);
      }
    }
    const rank = (planned: PlannedInterview) => STAGE_ORDER[planned.choice.interview];
    const queues = [...byCompany].map(([username, planned]) => ({
      company: companies.get(username)!,
      planned: planned.sort((a, b) => rank(a) - rank(b)),
    }));
    const place = await this.queuePlaces(queues);
    const { clock, schedule } = this.ports;
    const book: DemoBook = {
      schedule: new DemoSchedule(
        schedule,
        roundUpToFiveMinutes(new Date(clock.now().getTime() + DEMO_FIRST_SLOT_MINUTES * 60_000)),
      ),
      place,
      pairs: new Set(),
      ...this.dayOfPanels(queues),
    };
    const made: Interview[] = [];
    const longest = Math.max(0, ...queues.map((queue) => queue.planned.length));
    for (let i = 0; i < longest; i++) {
      for (const { company, planned } of queues) {
        const next = planned[i];
        if (next === undefined) continue;
        const what = `interview of ${next.student.email} with ${company.plan.username}`;
        made.push(await run(what, this.demoInterview(book, next, company)));
      }
    }
    for (let from = 0; from < made.length; from += INTERVIEWS_PER_WRITE) {
      const some = made.slice(from, from + INTERVIEWS_PER_WRITE);
      await run(
        'interviews',
        useCase(() => unique(() => this.ports.interviews.addMany(some), { 'studentId,companyId': INTERVIEW_EXISTS })),
      );
      for (const interview of some) {
        // The demo cancels none (DemoInterviewStage).
        if (interview.status !== 'cancelled') counts[interview.status]++;
        step();
      }
    }
    return counts;
  }

  /**
   * The day so far of each panel with called interviews (demo-day.ts), seeded by the panel's id, and
   * the times of each called interview's moves, in the order the panel's queue called them.
   */
  private dayOfPanels(
    queues: readonly { readonly company: CompanyInFair; readonly planned: readonly PlannedInterview[] }[],
  ): Pick<DemoBook, 'days' | 'movedAt'> {
    const days = new Map<string, PanelDay>();
    const movedAt = new Map<PlannedInterview, readonly Date[]>();
    const { clock, schedule } = this.ports;
    for (const { company, planned } of queues) {
      for (const panel of company.panels.values()) {
        const called = planned.filter(
          (each) => each.choice.panel === panel.panelName && isCalled(each.choice.interview),
        );
        if (called.length === 0) continue;
        const stages = called.map((each) => each.choice.interview as CalledStage);
        const day = demoPanelDay(stages, seedOf(panel.id), schedule.interviewMinutes, clock.now());
        days.set(panel.id, day);
        called.forEach((each, index) => movedAt.set(each, day.moves[index]!));
      }
    }
    return { days, movedAt };
  }

  /**
   * The queue places the planned interviews take, as AssignInterviewPanel takes them from the
   * company's counter and the panel's, each counter's block taken in one write: answers the next
   * place of a counter, in the order asked for.
   */
  private async queuePlaces(
    queues: readonly { readonly company: CompanyInFair; readonly planned: readonly PlannedInterview[] }[],
  ): Promise<(counter: string) => number> {
    const wanted = new Map<string, number>();
    const want = (counter: string) => wanted.set(counter, (wanted.get(counter) ?? 0) + 1);
    for (const { company, planned } of queues) {
      for (const { choice } of planned) {
        if (choice.interview === 'selected') continue;
        const panel = company.panels.get(choice.panel);
        if (panel === undefined) continue; // refused as not found when the interview is made
        want(companyQueue(company.company.id));
        want(panelQueue(panel.id));
      }
    }
    const next = new Map<string, number>();
    for (const [counter, count] of wanted) {
      next.set(
        counter,
        await run(
          'queue places',
          useCase(() => this.ports.sequences.take(counter, count)),
        ),
      );
    }
    return (counter) => {
      const place = next.get(counter);
      if (place === undefined) throw new Error(`No queue place was taken for ${counter}`);
      next.set(counter, place + 1);
      return place;
    };
  }

  /**
   * One planned interview in its stage, made by the domain's rules in the order of the use cases
   * the admin and the coordinator would go through, without their reads and writes:
   * - CreateInterview: only for a company the student selected, one per student and company (the
   *   store's unique index holds it too), `newInterview`;
   * - AssignInterviewPanel: one of the company's own panels, the next places of the company's and the
   *   panel's queue counters (taken in blocks from the same counters), `assignPanel`;
   * - ProposeInterviewTime and SetInterviewTime: the first whole five minutes from an hour after the
   *   demo runs clear of the student's and the panel's interviews made so far (`nextFreeTime`),
   *   checked by `scheduleClash` and set by `setInterviewTime`;
   * - MoveInterviewStatus: each move by `moveInterview`, kept in the history with its time: a called
   *   interview's at the time its panel's recorded day says (demo-day.ts), so that waits and
   *   interview lengths read from the histories are those of a real day.
   * No fair event is announced for them (the use cases announce one per step): the demo fills an
   * empty store before the portal is started on it, so there is no screen to tell.
   */
  private demoInterview(
    book: DemoBook,
    planned: PlannedInterview,
    company: CompanyInFair,
  ): E.Either<AppError, Interview> {
    const { student, choice } = planned;
    const { panel: panelName, interview: stage } = choice;
    const { ids, clock } = this.ports;
    const panel = company.panels.get(panelName);
    // On a panel that has called students, its queue was made in the morning, before its first call.
    const assignedAt = (panel && book.days.get(panel.id)?.assignedAt) ?? clock.now();
    const companyId = company.company.id;
    if (!selectsCompany(student.selection, companyId)) return E.left(conflict(NOT_SELECTED));
    const pair = `${student.id} ${companyId}`;
    if (book.pairs.has(pair)) return E.left(conflict(INTERVIEW_EXISTS));
    book.pairs.add(pair);
    const created = newInterview({
      id: ids.next(),
      studentId: student.id,
      companyId,
      createdAt: stage === 'selected' ? clock.now() : assignedAt,
      walkIn: false,
    });
    if (stage === 'selected') return E.right(created);
    if (panel === undefined) return E.left(notFound(NOT_FOUND_MESSAGES.panel));
    const places = { queue: book.place(companyQueue(companyId)), panelQueue: book.place(panelQueue(panel.id)) };
    const assigned = assignPanel(created, panel.id, places, assignedAt);
    if (E.isLeft(assigned)) return E.left(conflict(assigned.left));
    const time = book.schedule.timeFor(assigned.right);
    if (E.isLeft(time)) return time;
    const timed = setInterviewTime(assigned.right, time.right);
    if (E.isLeft(timed)) return E.left(validation([{ field: 'time', message: timed.left }]));
    let interview = timed.right;
    const movedAt = book.movedAt.get(planned) ?? [];
    for (const [index, status] of MOVES_AFTER_ASSIGNING[stage].entries()) {
      const moved = moveInterview(interview, status, movedAt[index] ?? clock.now());
      if (E.isLeft(moved)) return E.left(conflict(moved.left));
      interview = moved.right;
    }
    book.schedule.record(interview);
    return E.right(interview);
  }

  /** Opens the planned companies' walk-ins, and the planned students join them; answers how many joined. */
  private async addWalkIns(
    plans: readonly DemoStudent[],
    students: readonly Student[],
    companies: ReadonlyMap<string, CompanyInFair>,
    step: () => void,
  ): Promise<number> {
    for (const company of companies.values()) {
      if (!company.plan.walkInOpen) continue;
      const coordinator = { id: company.coordinatorId, role: 'coordinator' } as const;
      await run(
        `walk-in of ${company.plan.username}`,
        this.useCases.changeWalkingStatus.execute(coordinator, company.company.id, true),
      );
    }
    let joined = 0;
    for (const [i, plan] of plans.entries()) {
      if (plan.walkIn === undefined) continue;
      const actor = { id: students[i]!.id, role: 'student' } as const;
      const company = companies.get(plan.walkIn)!;
      await run(`walk-in of ${plan.email}`, this.useCases.createWalkInInterview.execute(actor, company.company.id));
      joined++;
      step();
    }
    return joined;
  }

  private async storeIsEmpty(): Promise<boolean> {
    const { admins, students, companies, coordinators, interviews } = this.ports;
    const [adminCount, studentPage, companyList, coordinatorList, interviewCount] = await Promise.all([
      admins.count(),
      students.search({ text: '', page: 1, pageSize: 1 }),
      companies.list(),
      coordinators.list(),
      interviews.count({}),
    ]);
    // Panels belong to companies, so no company means no panel either.
    return adminCount + studentPage.total + companyList.length + coordinatorList.length + interviewCount === 0;
  }

  private async addCompany(operator: Actor, plan: DemoCompany): Promise<CompanyInFair> {
    const { useCases } = this;
    const company = await run(
      `company ${plan.username}`,
      useCases.createCompany.execute(operator, {
        form: {
          username: plan.username,
          email: `hr@${plan.username}.demo.fair`,
          companyName: plan.companyName,
          description: plan.description,
          tags: plan.tags,
          contactPerson: plan.contactPerson,
          contactPersonTP: '0112345678',
          password: DEMO_PASSWORDS.company,
          confirmpassword: DEMO_PASSWORDS.company,
          numberOfInterviews: String(plan.numberOfInterviews),
          session: 'both',
          panelsCount: String(plan.panels.length),
          areas: plan.areas,
          panels: plan.panels,
        },
        logo: null,
      }),
    );
    const coordinator = await run(
      `coordinator of ${plan.username}`,
      useCases.addCoordinator.execute(operator, {
        email: plan.coordinator.email,
        name: plan.coordinator.name,
        contactNumber: '0771234567',
        company: company.id,
        password: DEMO_PASSWORDS.coordinator,
        confirmpassword: DEMO_PASSWORDS.coordinator,
      }),
    );
    const coordinatorId = coordinator.coordinator.id;
    const panels = new Map<string, Panel>();
    for (const panelName of plan.panels) {
      const actor = { id: coordinatorId, role: 'coordinator' } as const;
      const panel = await run(
        `panel ${panelName} of ${plan.username}`,
        useCases.createPanel.execute(actor, { company: company.id, panelName }),
      );
      panels.set(panelName, panel);
    }
    return { plan, company, coordinatorId, panels };
  }

  /** A student as the demo writes it, with the CV stored under a key of its own (written with the others). */
  private async demoStudent(
    plan: DemoStudent,
    passwordHash: string,
    companies: ReadonlyMap<string, CompanyInFair>,
  ): Promise<Student> {
    const { ports } = this;
    const signUp = await run(
      `student ${plan.email}`,
      E.mapLeft(validation)(validateSignUp({ ...plan, password: DEMO_PASSWORDS.student })),
    );
    const selection = await run(`selection of ${plan.email}`, this.selectionOf(plan, companies));
    const cv = await run(
      `CV of ${plan.email}`,
      acceptUpload(
        demoCvPdf([
          `${signUp.fullName} (${signUp.indexNumber})`,
          `Interested in ${plan.interestedArea}`,
          signUp.email,
          'A demo CV made by the career-fair portal.',
        ]),
        CV_UPLOAD,
      ),
    );
    const student: Student = {
      id: ports.ids.next(),
      email: signUp.email,
      passwordHash,
      fullName: signUp.fullName,
      title: signUp.title,
      commonName: signUp.commonName,
      indexNumber: signUp.indexNumber,
      description: `${signUp.commonName} is a demo student.`,
      linkedInURL: '',
      githubURL: '',
      personalURL: '',
      emailConfirmed: true,
      pictureKey: null,
      cvKey: await ports.files.put(cv.bytes, cv.contentType),
      companyCvKeys: {},
      selection,
      sessionVersion: FIRST_SESSION_VERSION,
      remindersOff: false,
      scheduleMailsOff: false,
      createdAt: ports.clock.now(),
      lastSignInAt: null,
    };
    return student;
  }

  /**
   * The student's choices as SubmitSelection records them (the same rules, companies named as
   * stored, stamped now); slotsFilled is counted from the selections when a company is read.
   */
  private selectionOf(
    plan: DemoStudent,
    companies: ReadonlyMap<string, CompanyInFair>,
  ): E.Either<AppError, SelectionRecord> {
    const inFair = plan.choices.map((choice) => companies.get(choice.company)!.company);
    const submission = validateSelection({
      interestedArea: plan.interestedArea,
      selectedCompaniesbyStudent: plan.choices.map((choice, i) => ({
        companyId: inFair[i]!.id,
        companyName: inFair[i]!.companyName,
        selectedPanel: choice.panel,
        order: i + 1,
      })),
    });
    if (E.isLeft(submission)) return E.left(validation(submission.left));
    const named = matchSelectedCompanies(submission.right.selectedCompaniesbyStudent, inFair);
    if (E.isLeft(named)) return E.left(validation(named.left));
    return E.right({
      selectedCompaniesbyStudent: named.right,
      interestedArea: submission.right.interestedArea,
      submittedAt: this.ports.clock.now(),
    });
  }
}
