import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { Company } from '../../domain/company.js';
import type { InterviewStatus } from '../../domain/interview.js';
import type { Panel } from '../../domain/panel.js';
import type { Role } from '../../domain/role.js';
import { ROLE_SIGN_IN_PATHS } from '../../domain/role.js';
import { validateSignUp } from '../../domain/sign-up.js';
import type { Student } from '../../domain/student.js';
import type { AddAdmin } from '../admins/add-admin.js';
import type { CreateCompany } from '../companies/create-company.js';
import type { AddCoordinator } from '../coordinators/add-coordinator.js';
import { type AppError, conflict, unexpected, validation } from '../errors.js';
import type { AssignInterviewPanel } from '../interviews/assign-interview-panel.js';
import type { CreateInterview } from '../interviews/create-interview.js';
import type { MoveInterviewStatus } from '../interviews/move-interview-status.js';
import type { SetInterviewTime } from '../interviews/set-interview-time.js';
import type { CreatePanel } from '../panels/create-panel.js';
import type {
  AdminRepository,
  CompanyRepository,
  CoordinatorRepository,
  InterviewRepository,
  StudentRepository,
} from '../ports/persistence.js';
import type { PasswordHasher } from '../ports/security.js';
import type { Clock, IdGenerator } from '../ports/system.js';
import type { SubmitSelection } from '../selections/submit-selection.js';
import type { UploadStudentCv } from '../students/upload-student-cv.js';
import type { ChangeWalkingStatus } from '../walk-in/change-walking-status.js';
import type { CreateWalkInInterview } from '../walk-in/create-walk-in-interview.js';
import { demoCvPdf } from './demo-cv.js';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_COMPANIES,
  DEMO_FIRST_SLOT_MINUTES,
  DEMO_PASSWORDS,
  DEMO_SLOT_MINUTES,
  DEMO_STUDENTS,
  type DemoCompany,
  type DemoStudent,
} from './demo-plan.js';

export const DEMO_NEEDS_EMPTY_STORE =
  'The demo fills only an empty store, and this one already has data. Point DATA_DIR at an empty directory (or MONGODB_URI at an empty database) and run it again.';

export interface DemoPorts {
  readonly admins: AdminRepository;
  readonly students: StudentRepository;
  readonly companies: CompanyRepository;
  readonly coordinators: CoordinatorRepository;
  readonly interviews: InterviewRepository;
  readonly passwords: PasswordHasher;
  readonly ids: IdGenerator;
  readonly clock: Clock;
}

/** The other areas' use cases the demo goes through, so its data obeys every rule theirs does. */
export interface DemoUseCases {
  readonly addAdmin: AddAdmin;
  readonly createCompany: CreateCompany;
  readonly addCoordinator: AddCoordinator;
  readonly createPanel: CreatePanel;
  readonly uploadStudentCv: UploadStudentCv;
  readonly submitSelection: SubmitSelection;
  readonly createInterview: CreateInterview;
  readonly assignInterviewPanel: AssignInterviewPanel;
  readonly setInterviewTime: SetInterviewTime;
  readonly moveInterviewStatus: MoveInterviewStatus;
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
  readonly interviews: Readonly<Record<InterviewStatus, number>>;
  readonly walkIns: number;
  /** One account per role: admin, coordinator, company, student. */
  readonly signIns: readonly DemoSignIn[];
}

/** A step of the demo that was refused, named so the operator knows which. */
class StepRefused extends Error {
  constructor(readonly error: AppError) {
    super(error.message);
  }
}

const run = async <T>(what: string, task: TE.TaskEither<AppError, T>): Promise<T> => {
  const result = await task();
  if (E.isRight(result)) return result.right;
  throw new StepRefused({ ...result.left, message: `${what}: ${result.left.message}` });
};

interface CompanyInFair {
  readonly plan: DemoCompany;
  readonly company: Company;
  readonly coordinatorId: string;
  readonly panels: ReadonlyMap<string, Panel>;
  nextSlot: number;
}

/** One account per role, on the first planned company and student. */
const demoSignIns = (): DemoSignIn[] => {
  const [company, student] = [DEMO_COMPANIES[0]!, DEMO_STUDENTS[0]!];
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
 * Fills an empty store with a small fair (design.md §6): companies with their panels and
 * coordinators, confirmed students with general CVs and selections, interviews in every state and
 * walk-ins, made through the same use cases as the portal's screens so that they obey every rule.
 * Students are the exception: sign-up would mail each a confirmation link, so they are added
 * already confirmed, after the sign-up form's own validation.
 */
export class FillDemoStore {
  constructor(
    private readonly ports: DemoPorts,
    private readonly useCases: DemoUseCases,
  ) {}

  execute(): TE.TaskEither<AppError, DemoSummary> {
    return TE.tryCatch(
      () => this.fill(),
      (error) => (error instanceof StepRefused ? error.error : unexpected(error)),
    );
  }

  private async fill(): Promise<DemoSummary> {
    if (!(await this.storeIsEmpty())) throw new StepRefused(conflict(DEMO_NEEDS_EMPTY_STORE));
    const { useCases } = this;
    await run(
      'admin',
      useCases.addAdmin.execute({
        email: DEMO_ADMIN_EMAIL,
        password: DEMO_PASSWORDS.admin,
        confirmpassword: DEMO_PASSWORDS.admin,
      }),
    );
    const companies = new Map<string, CompanyInFair>();
    for (const plan of DEMO_COMPANIES) companies.set(plan.username, await this.addCompany(plan));

    const students: Student[] = [];
    for (const plan of DEMO_STUDENTS) students.push(await this.addStudent(plan, companies));

    const interviews = await this.addInterviews(students, companies);
    const walkIns = await this.addWalkIns(students, companies);
    interviews.selected += walkIns;

    return {
      companies: companies.size,
      coordinators: companies.size,
      panels: [...companies.values()].reduce((sum, company) => sum + company.panels.size, 0),
      students: students.length,
      interviews,
      walkIns,
      signIns: demoSignIns(),
    };
  }

  /** The planned interviews, each taken to its stage; answers how many end in each state. */
  private async addInterviews(
    students: readonly Student[],
    companies: ReadonlyMap<string, CompanyInFair>,
  ): Promise<Record<InterviewStatus, number>> {
    const counts: Record<InterviewStatus, number> = { selected: 0, assigned: 0, ongoing: 0, finished: 0 };
    for (const [i, plan] of DEMO_STUDENTS.entries()) {
      for (const choice of plan.choices) {
        if (choice.interview === undefined) continue;
        await this.interview(students[i]!, companies.get(choice.company)!, choice.panel, choice.interview);
        counts[choice.interview]++;
      }
    }
    return counts;
  }

  /** Opens the planned companies' walk-ins, and the planned students join them; answers how many joined. */
  private async addWalkIns(
    students: readonly Student[],
    companies: ReadonlyMap<string, CompanyInFair>,
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
    for (const [i, plan] of DEMO_STUDENTS.entries()) {
      if (plan.walkIn === undefined) continue;
      const actor = { id: students[i]!.id, role: 'student' } as const;
      const company = companies.get(plan.walkIn)!;
      await run(`walk-in of ${plan.email}`, this.useCases.createWalkInInterview.execute(actor, company.company.id));
      joined++;
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

  private async addCompany(plan: DemoCompany): Promise<CompanyInFair> {
    const { useCases } = this;
    const company = await run(
      `company ${plan.username}`,
      useCases.createCompany.execute({
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
          numberOfInterviews: '20',
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
      useCases.addCoordinator.execute({
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
    return { plan, company, coordinatorId, panels, nextSlot: 0 };
  }

  private async addStudent(plan: DemoStudent, companies: ReadonlyMap<string, CompanyInFair>): Promise<Student> {
    const { ports, useCases } = this;
    const signUp = await run(
      `student ${plan.email}`,
      pipe(TE.fromEither(validateSignUp({ ...plan, password: DEMO_PASSWORDS.student })), TE.mapLeft(validation)),
    );
    const student: Student = {
      id: ports.ids.next(),
      email: signUp.email,
      passwordHash: await ports.passwords.hash(signUp.password),
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
      cvKey: null,
      companyCvKeys: {},
      selection: null,
      createdAt: ports.clock.now(),
    };
    await ports.students.add(student);
    const actor = { id: student.id, role: 'student' } as const;
    const cv = demoCvPdf([
      `${signUp.fullName} (${signUp.indexNumber})`,
      `Interested in ${plan.interestedArea}`,
      signUp.email,
      'A demo CV made by the career-fair portal.',
    ]);
    await run(`CV of ${plan.email}`, useCases.uploadStudentCv.execute(actor, cv, null));
    await run(
      `selection of ${plan.email}`,
      useCases.submitSelection.execute(actor, {
        interestedArea: plan.interestedArea,
        selectedCompaniesbyStudent: plan.choices.map((choice, i) => {
          const { company } = companies.get(choice.company)!;
          return { companyId: company.id, companyName: company.companyName, selectedPanel: choice.panel, order: i + 1 };
        }),
      }),
    );
    return student;
  }

  /** An interview created by the admin, then taken as far as `stage` by the company's coordinator. */
  private async interview(
    student: Student,
    company: CompanyInFair,
    panelName: string,
    stage: InterviewStatus,
  ): Promise<void> {
    const { useCases } = this;
    const what = `interview of ${student.email} with ${company.plan.username}`;
    const created = await run(
      what,
      useCases.createInterview.execute({ student: student.id, company: company.company.id }),
    );
    if (stage === 'selected') return;
    const coordinator = { id: company.coordinatorId, role: 'coordinator' } as const;
    const id = created.interview.id;
    const panel = company.panels.get(panelName)!;
    await run(what, useCases.assignInterviewPanel.execute(coordinator, id, panel.id));
    const minutes = DEMO_FIRST_SLOT_MINUTES + company.nextSlot++ * DEMO_SLOT_MINUTES;
    const time = new Date(Math.ceil(this.ports.clock.now().getTime() / 60_000) * 60_000 + minutes * 60_000);
    await run(what, useCases.setInterviewTime.execute(coordinator, id, time));
    if (stage === 'assigned') return;
    await run(what, useCases.moveInterviewStatus.execute(coordinator, id, 'ongoing'));
    if (stage === 'ongoing') return;
    await run(what, useCases.moveInterviewStatus.execute(coordinator, id, 'finished'));
  }
}
