/*
 * Looking up a record by id, with one wording for each kind that is not there, whichever use case
 * looks: "Company not found", "Student not found", "Interview not found", "Panel not found". The
 * signed-in account itself gone (deleted while its token is still valid) is "This account no
 * longer exists", a 401, so the browser signs out.
 */
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Company, CompanyProfile } from '../domain/company.js';
import type { Interview } from '../domain/interview.js';
import type { Panel } from '../domain/panel.js';
import type { Student } from '../domain/student.js';
import { type AppError, notFound, unauthenticated } from './errors.js';
import type {
  CompanyRepository,
  InterviewRepository,
  PanelRepository,
  StudentRepository,
} from './ports/persistence.js';
import { refuse, useCase } from './task.js';

export const NOT_FOUND_MESSAGES = {
  company: 'Company not found',
  student: 'Student not found',
  interview: 'Interview not found',
  panel: 'Panel not found',
} as const;

export const ACCOUNT_GONE = 'This account no longer exists';

/** The signed-in account is no longer stored. */
export const accountGone = (): AppError => unauthenticated(ACCOUNT_GONE);

const findOrNotFound =
  <T>(message: string) =>
  (find: () => Promise<T | null>): TaskEither<AppError, T> =>
    useCase(async () => (await find()) ?? refuse(notFound(message)));

export const findCompany = (companies: CompanyRepository, id: string): TaskEither<AppError, Company> =>
  findOrNotFound<Company>(NOT_FOUND_MESSAGES.company)(() => companies.findById(id));

/** The company as recorded, its slotsFilled not counted: for answers that do not show it. */
export const findCompanyProfile = (companies: CompanyRepository, id: string): TaskEither<AppError, CompanyProfile> =>
  findOrNotFound<CompanyProfile>(NOT_FOUND_MESSAGES.company)(
    async () => (await companies.findProfilesByIds([id]))[0] ?? null,
  );

export const findStudent = (students: StudentRepository, id: string): TaskEither<AppError, Student> =>
  findOrNotFound<Student>(NOT_FOUND_MESSAGES.student)(() => students.findById(id));

export const findInterview = (interviews: InterviewRepository, id: string): TaskEither<AppError, Interview> =>
  findOrNotFound<Interview>(NOT_FOUND_MESSAGES.interview)(() => interviews.findById(id));

export const findPanel = (panels: PanelRepository, id: string): TaskEither<AppError, Panel> =>
  findOrNotFound<Panel>(NOT_FOUND_MESSAGES.panel)(() => panels.findById(id));
