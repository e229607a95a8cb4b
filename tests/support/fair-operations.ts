/*
 * The fair's operations the way the portal's screens make them, for HTTP tests of any area:
 * a student's selection, panels, interviews created by an admin, panel assignment, times and
 * status moves. Each helper fails the test with the server's answer when the call is refused;
 * to test a refusal, call portal.api directly.
 */
import type { InterviewStatus } from '../../domain/interview.js';
import {
  createCompany,
  createCoordinator,
  signInCompany,
  type CompanyOverrides,
  type CreatedCompany,
} from './company-accounts.js';
import { startPortalWithFirstAdmin, type ApiAnswer, type ReachablePortal, type TestPortal } from './portal-harness.js';
import { registerConfirmedStudent, type ConfirmedStudent } from './student-accounts.js';

export interface PanelAnswer {
  readonly _id: string;
  readonly panelName: string;
  readonly company: string;
}

export interface SelectionEntryAnswer {
  readonly companyId: string;
  readonly companyName: string;
  readonly selectedPanel: string;
  readonly order: number;
}

export interface SelectionAnswer {
  readonly selectedCompaniesbyStudent: readonly SelectionEntryAnswer[];
  readonly submittedAt: string | null;
  readonly interestedArea: string | null;
}

export interface InterviewAnswer {
  readonly _id: string;
  readonly student: { readonly _id: string; readonly indexNumber: string; readonly email: string };
  readonly company: { readonly _id: string; readonly companyName: string; readonly slotsFilled: number };
  readonly panelID: { readonly _id: string; readonly panelName: string } | null;
  readonly time: string | null;
  readonly status: InterviewStatus;
  readonly queue: number | null;
  readonly panelQueue: number | null;
  readonly walkIn: boolean;
}

/** An interview in its company's own lists and boards: the company by id, the student by name, picture, e-mail and index number. */
export interface CompanyInterviewAnswer extends Omit<InterviewAnswer, 'student' | 'company'> {
  readonly student: { readonly _id: string; readonly indexNumber: string; readonly email: string };
  readonly company: string;
}

export interface BoardAnswer {
  readonly company: { readonly _id: string; readonly companyName: string };
  readonly current: CompanyInterviewAnswer | null;
  readonly currentByPanel: readonly CompanyInterviewAnswer[];
  readonly upcoming: readonly CompanyInterviewAnswer[];
  readonly finished: readonly CompanyInterviewAnswer[];
}

/** One company in a selection: its id and the panel (one of the company's `panels`) the student chose. */
export interface SelectionChoice {
  readonly companyId: string;
  readonly selectedPanel: string;
}

/** A choice of the company's first offered panel, or of the one given. */
export const choose = (
  company: Pick<CreatedCompany, 'id' | 'panels'>,
  panel = company.panels[0] ?? '',
): SelectionChoice => ({
  companyId: company.id,
  selectedPanel: panel,
});

const expectSuccess = <T>(what: string, answer: ApiAnswer<T>, status = 200): T => {
  if (answer.status !== status) throw new Error(`${what} refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
};

/** The request body of POST /student/selected-companies: the choices in priority order from 1. */
export const selectionBody = (choices: readonly SelectionChoice[], interestedArea = 'Automation') => ({
  selectedCompaniesbyStudent: choices.map((choice, index) => ({ ...choice, companyName: '', order: index + 1 })),
  interestedArea,
});

/** The student submits (or re-submits) their selection, in the order given. */
export const submitSelection = async (
  portal: ReachablePortal,
  studentToken: string,
  choices: readonly SelectionChoice[],
  interestedArea = 'Automation',
): Promise<SelectionAnswer> =>
  expectSuccess(
    'selection',
    await portal.api.post<SelectionAnswer>(
      '/student/selected-companies',
      selectionBody(choices, interestedArea),
      studentToken,
    ),
  );

/** The coordinator adds a panel to its company. */
export const createPanel = async (
  portal: ReachablePortal,
  coordinatorToken: string,
  companyId: string,
  panelName: string,
): Promise<PanelAnswer> =>
  expectSuccess(
    'panel',
    await portal.api.post<PanelAnswer>('/panel/create', { company: companyId, panelName }, coordinatorToken),
    201,
  );

/** The admin selects a student for a company in the student's selection. */
export const createInterview = async (
  portal: ReachablePortal,
  adminToken: string,
  studentId: string,
  companyId: string,
): Promise<InterviewAnswer> =>
  expectSuccess(
    'interview',
    await portal.api.post<InterviewAnswer>('/interview/create', { student: studentId, company: companyId }, adminToken),
    201,
  );

/** The coordinator assigns the interview to one of its company's panels. */
export const assignPanel = async (
  portal: ReachablePortal,
  coordinatorToken: string,
  interviewId: string,
  panelId: string,
): Promise<InterviewAnswer> =>
  expectSuccess(
    'assignment',
    await portal.api.post<InterviewAnswer>(`/interview/update/${interviewId}`, { panelID: panelId }, coordinatorToken),
  );

/** The coordinator sets the interview's time (an ISO-8601 instant with offset) or clears it with null. */
export const setInterviewTime = async (
  portal: ReachablePortal,
  coordinatorToken: string,
  interviewId: string,
  time: string | null,
): Promise<InterviewAnswer> =>
  expectSuccess(
    'time',
    await portal.api.post<InterviewAnswer>(`/interview/set-time/${interviewId}`, { time }, coordinatorToken),
  );

/** The coordinator or the company moves the interview: ongoing, finished, or back to assigned. */
export const moveStatus = async (
  portal: ReachablePortal,
  token: string,
  interviewId: string,
  status: InterviewStatus,
): Promise<InterviewAnswer> =>
  expectSuccess(
    'status move',
    await portal.api.post<InterviewAnswer>(`/interview/update-status/${interviewId}`, { status }, token),
  );

/** A company made by the admin, with a signed-in coordinator and the company's own token. */
export interface StaffedCompany {
  readonly company: CreatedCompany;
  readonly companyToken: string;
  readonly coordinatorToken: string;
  readonly coordinatorId: string;
}

export const staffedCompany = async (
  portal: ReachablePortal,
  adminToken: string,
  overrides: CompanyOverrides = {},
): Promise<StaffedCompany> => {
  const company = await createCompany(portal, adminToken, overrides);
  const coordinator = await createCoordinator(portal, adminToken, company.id);
  return {
    company,
    companyToken: await signInCompany(portal, company),
    coordinatorToken: coordinator.token,
    coordinatorId: coordinator.id,
  };
};

/** A portal, its first administrator's token, and two companies, each staffed and signed in. */
export interface TwoStaffedCompanies {
  readonly portal: TestPortal;
  readonly admin: string;
  readonly acme: StaffedCompany;
  readonly other: StaffedCompany;
}

/** A fresh portal with two staffed companies, made in that order (the first as `acme`). */
export const twoStaffedCompanies = async (
  acme: CompanyOverrides = {},
  other: CompanyOverrides = {},
): Promise<TwoStaffedCompanies> => {
  const { portal, admin } = await startPortalWithFirstAdmin();
  const first = await staffedCompany(portal, admin, acme);
  return { portal, admin, acme: first, other: await staffedCompany(portal, admin, other) };
};

/** A confirmed, signed-in student who has submitted a selection of these companies, each with its first panel. */
export const studentSelecting = async (
  portal: ReachablePortal,
  companies: readonly Pick<CreatedCompany, 'id' | 'panels'>[],
  interestedArea = 'Automation',
): Promise<ConfirmedStudent> => {
  const student = await registerConfirmedStudent(portal);
  await submitSelection(
    portal,
    student.token,
    companies.map((company) => choose(company)),
    interestedArea,
  );
  return student;
};

/**
 * An interview assigned to a new panel of the company: a student selects the company, the admin
 * creates the interview, the coordinator makes a panel and assigns it.
 */
export const assignedInterview = async (
  portal: ReachablePortal,
  adminToken: string,
  staffed: StaffedCompany,
  panel?: PanelAnswer,
): Promise<{ interview: InterviewAnswer; panel: PanelAnswer; student: ConfirmedStudent }> => {
  const student = await studentSelecting(portal, [staffed.company]);
  const created = await createInterview(portal, adminToken, student.id, staffed.company.id);
  const onPanel =
    panel ??
    (await createPanel(portal, staffed.coordinatorToken, staffed.company.id, `Panel ${created._id.slice(-6)}`));
  const interview = await assignPanel(portal, staffed.coordinatorToken, created._id, onPanel._id);
  return { interview, panel: onPanel, student };
};

/**
 * A panel's queue of two: the first interview assigned to a new panel of the company, and a second
 * student's interview, timed at 11:00 on 1 March (Colombo), assigned to the same panel behind it.
 */
export const queueOfTwo = async (portal: ReachablePortal, adminToken: string, staffed: StaffedCompany) => {
  const first = await assignedInterview(portal, adminToken, staffed);
  const second = await studentSelecting(portal, [staffed.company]);
  const created = await createInterview(portal, adminToken, second.id, staffed.company.id);
  await setInterviewTime(portal, staffed.coordinatorToken, created._id, '2026-03-01T11:00:00+05:30');
  await assignPanel(portal, staffed.coordinatorToken, created._id, first.panel._id);
  return { first, second, created };
};
