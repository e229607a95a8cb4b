import type { Schemas } from './contract.js';

/**
 * The JSON the server speaks, named for the screens: aliases of the contract's schemas
 * (contract.gen.ts, generated from the server's own schemas by `npm run contract`), never written here.
 */

export type AdminJson = Schemas['Admin'];
export type CoordinatorJson = Schemas['Coordinator'];
export type CompanyJson = Schemas['Company'];
/** A company's public profile (GET /company/all-short): what any signed-in role may read of it. */
export type CompanyShortJson = Schemas['CompanyPublic'];
/** A company taking walk-in interviews: its public profile and that its walk-ins are open. */
export type WalkInCompanyJson = Schemas['WalkInCompany'];
export type SelectionEntryJson = Schemas['SelectionEntry'];
export type StudentJson = Schemas['Student'];
/** What a company or coordinator reads of a student: never which companies they chose. */
export type StudentProfileJson = Schemas['StudentProfile'];
export type PanelJson = Schemas['Panel'];
export type PanelPauseJson = Schemas['PanelPause'];
/** An interview with the student's profile and the company's whole record (admin and coordinator answers). */
export type InterviewJson = Schemas['Interview'];
/** A student's own interview: the company by its public profile. */
export type StudentInterviewJson = Schemas['StudentInterview'];
/** What a company's lists and boards show of an interviewee; the whole profile is GET /student/single-info. */
export type IntervieweeJson = Schemas['Interviewee'];
/** An interview in its own company's lists and boards: the company by its id, the interviewee lean. */
export type CompanyInterviewJson = Schemas['CompanyInterview'];
/** The ongoing page's board: whose it is, the current interview, the rest of the queue, the finished ones. */
export type InterviewBoardJson = Schemas['InterviewBoard'];
/** The student's submitted selection; an empty list and nulls before the first submission. */
export type StudentSelectionJson = Schemas['Selection'];
/** GET /student/all */
export type StudentPage = Schemas['StudentPage'];
/** One row of GET /admin/all-selected-companies or of a page of GET /admin/selected-companies, in the spec's order. */
export type SelectedCompanyRow = Schemas['SelectedCompanyRow'];

export type AccountJson = AdminJson | CoordinatorJson | CompanyJson | StudentJson;

/** What a sign-in answers: the account plus its token. */
export type SessionUser =
  Schemas['AdminSession'] | Schemas['CoordinatorSession'] | Schemas['CompanySession'] | Schemas['StudentSession'];
/** What an action on chosen interviews (POST /interview/bulk) did to each, in the order they were sent. */
export type BulkInterviewOutcomeJson = Schemas['BulkInterviewOutcome'];
