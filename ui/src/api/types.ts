import type { Role } from '../../../domain/role.js';
import type { InterviewStatus } from '../../../domain/interview.js';
import type { Session } from '../../../domain/session.js';
import type { SelectionEntry } from '../../../domain/selection.js';

/** JSON the server speaks (docs/api.md, "JSON of the entities"). */

export interface AdminJson {
  readonly _id: string;
  readonly email: string;
  readonly role: 'admin';
}

export interface CoordinatorJson {
  readonly _id: string;
  readonly email: string;
  readonly name: string;
  readonly commonName: string;
  readonly contactNumber: string;
  readonly company: string;
  readonly companyName: string;
  readonly role: 'coordinator';
}

export interface CompanyJson {
  readonly _id: string;
  readonly username: string;
  readonly email: string;
  readonly companyName: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly contactPerson: string;
  readonly contactPersonTP: string;
  readonly numberOfInterviews: number;
  readonly session: Session;
  readonly panelsCount: number;
  readonly areas: readonly string[];
  readonly panels: readonly string[];
  readonly image: string | null;
  readonly slotsFilled: number;
  readonly walkingStatus: boolean;
  readonly role: 'company';
}

/** A company's public profile (GET /company/all-short): what any signed-in role may read of it. */
export interface CompanyShortJson {
  readonly _id: string;
  readonly companyName: string;
  readonly username: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly panels: readonly string[];
  readonly areas: readonly string[];
  readonly image: string | null;
}

export type SelectionEntryJson = SelectionEntry;

export interface StudentJson {
  readonly _id: string;
  readonly email: string;
  readonly fullName: string;
  readonly title: string;
  readonly commonName: string;
  readonly indexNumber: string;
  readonly description: string;
  readonly linkedInURL: string;
  readonly githubURL: string;
  readonly personalURL: string;
  readonly image: string | null;
  readonly hasCv: boolean;
  readonly companyCvs: readonly string[];
  readonly interestedArea: string | null;
  readonly submittedAt: string | null;
  readonly selectedCompaniesbyStudent: readonly SelectionEntryJson[];
  readonly role: 'student';
}

/** What a company or coordinator reads of a student (docs/api.md): never which companies they chose. */
export type StudentProfileJson = Omit<StudentJson, 'selectedCompaniesbyStudent'>;

export interface PanelJson {
  readonly _id: string;
  readonly panelName: string;
  readonly company: string;
}

/**
 * An interview (docs/api.md): the student's profile without their selection, and the company as the
 * reader may see it (the public profile in a student's own interviews).
 */
export interface InterviewJson {
  readonly _id: string;
  readonly student: StudentProfileJson;
  readonly company: CompanyShortJson;
  readonly panelID: { readonly _id: string; readonly panelName: string } | null;
  readonly time: string | null;
  readonly status: InterviewStatus;
  readonly queue: number | null;
  readonly panelQueue: number | null;
  readonly walkIn: boolean;
}

/**
 * What a company's lists and boards show of an interviewee (docs/api.md, "Lean company lists"); the
 * whole profile is read with GET /student/single-info when it is opened.
 */
export type IntervieweeJson = Pick<
  StudentProfileJson,
  '_id' | 'email' | 'fullName' | 'commonName' | 'indexNumber' | 'image'
>;

/** An interview in its own company's lists and boards: the company by its id, the interviewee lean. */
export interface CompanyInterviewJson extends Omit<InterviewJson, 'student' | 'company'> {
  readonly student: IntervieweeJson;
  readonly company: string;
}

/** GET /student/all */
export interface StudentPage {
  readonly items: readonly StudentJson[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/** One row of GET /admin/all-selected-companies, already in the spec's order. */
export interface SelectedCompanyRow {
  readonly student: StudentJson;
  readonly entry: SelectionEntryJson;
  readonly interestMatch: boolean;
  readonly submittedAt: string | null;
  readonly interestedArea: string | null;
  readonly interview: InterviewJson | null;
}

export type AccountJson = AdminJson | CoordinatorJson | CompanyJson | StudentJson;

/** What a sign-in answers: the account plus its token and role. */
export type SessionUser = AccountJson & { readonly token: string; readonly role: Role };
