/*
 * The admin's company form, in a create and an edit variant, and the company's own account form
 * (spec §5, §9). The spec's messages: "Invalid number", "Invalid email", "Passwords do not match".
 * Ours, where the spec makes a field required without a message: "Username is required",
 * "Email is required", "Company name is required", "Contact person is required",
 * "Contact person telephone is required", "Password is required", "Session is required",
 * "Session must be morning, evening or both", "Choose at least one job area",
 * "Job areas must come from the list", "Choose at least one panel", "Panels must come from the list",
 * "Logo must be at most 2 MB". Both counts use "Invalid number" for empty, non-numeric, negative and
 * fractional input. A new password needs at least 6 characters, the sign-in minimum.
 */
import { EMAIL_MESSAGES, emailFormat, normalizeEmail } from './email.js';
import { isJobArea, type JobArea } from './job-area.js';
import { isPanelName, type PanelName } from './panel-name.js';
import { matches, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from './password.js';
import { DEFAULT_SESSION, SESSIONS, type Session } from './session.js';
import {
  checkField,
  cleanList,
  minLength,
  oneOf,
  present,
  required,
  validated,
  type FieldFailure,
  type Rule,
  type Validated,
} from './validation.js';

/** What every company record and form states: its sign-in name, how students see it, and whom to contact. */
interface CompanyContact {
  readonly username: string;
  readonly email: string;
  readonly companyName: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly contactPerson: string;
  readonly contactPersonTP: string;
}

export interface Company extends CompanyContact {
  readonly id: string;
  readonly passwordHash: string;
  readonly numberOfInterviews: number;
  readonly session: Session;
  readonly panelsCount: number;
  /** Job areas, from JOB_AREAS. */
  readonly areas: readonly string[];
  /** Panel names offered to students, from PANEL_NAMES. */
  readonly panels: readonly string[];
  /** FileStorage key of the logo, set only after the file is stored. */
  readonly logoKey: string | null;
  /** How many students currently list this company in their selection. */
  readonly slotsFilled: number;
  /** Walk-in interviews open. */
  readonly walkingStatus: boolean;
  /** Raised by every password change; tokens issued under an older one no longer hold (account-session.ts). */
  readonly sessionVersion: number;
  readonly createdAt: Date;
}

/**
 * A company as it is recorded, without slotsFilled, which is counted from the students' selections
 * (design.md §5.4): what the fair-day lists read, since none of them shows the count.
 */
export type CompanyProfile = Omit<Company, 'slotsFilled'>;

/** What a new company form starts with (spec §9). */
export const COMPANY_DEFAULTS = {
  numberOfInterviews: 0,
  panelsCount: 0,
  session: DEFAULT_SESSION,
} as const;

/** The panels count an edit takes when the field is left empty (spec §9). */
export const PANELS_COUNT_WHEN_EDITED_EMPTY = 1;

/** The logo must be at most 2 MB; the form also hints at a square JPEG. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const COMPANY_MESSAGES = {
  usernameRequired: 'Username is required',
  emailRequired: EMAIL_MESSAGES.required,
  invalidEmail: EMAIL_MESSAGES.invalid,
  companyNameRequired: 'Company name is required',
  contactPersonRequired: 'Contact person is required',
  contactPersonTPRequired: 'Contact person telephone is required',
  passwordRequired: PASSWORD_MESSAGES.required,
  passwordTooShort: PASSWORD_MESSAGES.tooShort,
  passwordsDoNotMatch: PASSWORD_MESSAGES.doNotMatch,
  invalidNumber: 'Invalid number',
  sessionRequired: 'Session is required',
  invalidSession: 'Session must be morning, evening or both',
  areasRequired: 'Choose at least one job area',
  unknownArea: 'Job areas must come from the list',
  panelsRequired: 'Choose at least one panel',
  unknownPanel: 'Panels must come from the list',
  logoTooLarge: 'Logo must be at most 2 MB',
} as const;

/** The company form's fields as typed; list fields are sent as name[]. */
export interface CompanyForm {
  readonly username: string;
  readonly email: string;
  readonly companyName: string;
  readonly description?: string;
  readonly tags?: readonly string[];
  readonly contactPerson: string;
  readonly contactPersonTP: string;
  readonly password?: string;
  readonly confirmpassword?: string;
  readonly numberOfInterviews: string;
  readonly session: string;
  readonly panelsCount: string;
  readonly areas: readonly string[];
  readonly panels: readonly string[];
}

export interface CompanyDetails extends CompanyContact {
  readonly numberOfInterviews: number;
  readonly session: Session;
  readonly panelsCount: number;
  readonly areas: readonly JobArea[];
  readonly panels: readonly PanelName[];
}

export interface NewCompany extends CompanyDetails {
  readonly password: string;
}

export interface CompanyEdit extends CompanyDetails {
  /** Null when the edit leaves the password as it is. */
  readonly password: string | null;
}

/** A non-negative whole number written in digits, or null. */
export const parseCount = (value: string): number | null => {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return null;
  const count = Number(text);
  return Number.isSafeInteger(count) ? count : null;
};

const countRule: Rule<string> = (value) => (parseCount(value) === null ? COMPANY_MESSAGES.invalidNumber : null);

/** The message of a list holding entries off it, naming them: 'Panels must come from the list: "Catering" is not on it'. */
const unknownEntries = (message: string, unknown: readonly string[]): string =>
  `${message}: ${unknown.map((value) => `"${value}"`).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not on it`;

const listRule =
  (emptyMessage: string, isKnown: (value: string) => boolean, unknownMessage: string): Rule<readonly string[]> =>
  (values) => {
    const chosen = cleanList(values);
    if (chosen.length === 0) return emptyMessage;
    const unknown = chosen.filter((value) => !isKnown(value));
    return unknown.length === 0 ? null : unknownEntries(unknownMessage, unknown);
  };

const detailChecks = (form: CompanyForm, panelsCountRules: ReadonlyArray<Rule<string>>): (FieldFailure | null)[] => [
  checkField('username', form.username, [required(COMPANY_MESSAGES.usernameRequired)]),
  checkField('email', form.email, [required(COMPANY_MESSAGES.emailRequired), emailFormat]),
  checkField('companyName', form.companyName, [required(COMPANY_MESSAGES.companyNameRequired)]),
  checkField('contactPerson', form.contactPerson, [required(COMPANY_MESSAGES.contactPersonRequired)]),
  checkField('contactPersonTP', form.contactPersonTP, [required(COMPANY_MESSAGES.contactPersonTPRequired)]),
  checkField('numberOfInterviews', form.numberOfInterviews, [countRule]),
  checkField('session', form.session.trim(), [
    required(COMPANY_MESSAGES.sessionRequired),
    oneOf(SESSIONS, COMPANY_MESSAGES.invalidSession),
  ]),
  checkField('panelsCount', form.panelsCount, panelsCountRules),
  checkField('areas', form.areas, [listRule(COMPANY_MESSAGES.areasRequired, isJobArea, COMPANY_MESSAGES.unknownArea)]),
  checkField('panels', form.panels, [
    listRule(COMPANY_MESSAGES.panelsRequired, isPanelName, COMPANY_MESSAGES.unknownPanel),
  ]),
];

const details = (form: CompanyForm, panelsCount: number): CompanyDetails => ({
  username: form.username.trim(),
  email: normalizeEmail(form.email),
  companyName: form.companyName.trim(),
  description: (form.description ?? '').trim(),
  tags: cleanList(form.tags),
  contactPerson: form.contactPerson.trim(),
  contactPersonTP: form.contactPersonTP.trim(),
  numberOfInterviews: parseCount(form.numberOfInterviews) ?? COMPANY_DEFAULTS.numberOfInterviews,
  session: form.session.trim() as Session,
  panelsCount,
  areas: cleanList(form.areas) as JobArea[],
  panels: cleanList(form.panels) as PanelName[],
});

const passwordChecks = (password: string, confirmation: string): (FieldFailure | null)[] => [
  checkField('password', password, [
    present(COMPANY_MESSAGES.passwordRequired),
    minLength(PASSWORD_MIN_LENGTH, COMPANY_MESSAGES.passwordTooShort),
  ]),
  checkField('confirmpassword', confirmation, [matches(password, COMPANY_MESSAGES.passwordsDoNotMatch)]),
];

const newCompanyDetails = (form: CompanyForm): CompanyDetails =>
  details(form, parseCount(form.panelsCount) ?? COMPANY_DEFAULTS.panelsCount);

/** The admin creates a company: every field of spec §5 is required. */
export const validateNewCompany = (form: CompanyForm): Validated<NewCompany> => {
  const password = form.password ?? '';
  return validated(
    [...detailChecks(form, [countRule]), ...passwordChecks(password, form.confirmpassword ?? '')],
    () => ({ ...newCompanyDetails(form), password }),
  );
};

/**
 * A new company's fields as the admin's create form requires them, without its password: an imported
 * company (docs/import.md) chooses its own through forgot password.
 */
export const validateNewCompanyDetails = (form: CompanyForm): Validated<CompanyDetails> =>
  validated(detailChecks(form, [countRule]), () => newCompanyDetails(form));

/** The admin edits a company: an empty password keeps the old one, an empty panels count means 1. */
export const validateCompanyEdit = (form: CompanyForm): Validated<CompanyEdit> => {
  const password = form.password ?? '';
  const confirmation = form.confirmpassword ?? '';
  const changesPassword = password !== '' || confirmation !== '';
  const panelsCountLeftEmpty = form.panelsCount.trim() === '';
  return validated(
    [
      ...detailChecks(form, panelsCountLeftEmpty ? [] : [countRule]),
      ...(changesPassword ? passwordChecks(password, confirmation) : []),
    ],
    () => ({
      ...details(form, panelsCountLeftEmpty ? PANELS_COUNT_WHEN_EDITED_EMPTY : (parseCount(form.panelsCount) ?? 0)),
      password: changesPassword ? password : null,
    }),
  );
};

/** The company's own account form (/company/account); the password changes through the change-password form. */
export interface CompanyAccountForm {
  readonly companyName: string;
  readonly description?: string;
  readonly tags?: readonly string[];
}

export interface CompanyAccountChanges {
  readonly companyName: string;
  readonly description: string;
  readonly tags: readonly string[];
}

export const validateCompanyAccount = (form: CompanyAccountForm): Validated<CompanyAccountChanges> =>
  validated([checkField('companyName', form.companyName, [required(COMPANY_MESSAGES.companyNameRequired)])], () => ({
    companyName: form.companyName.trim(),
    description: (form.description ?? '').trim(),
    tags: cleanList(form.tags),
  }));

export const isLogoSizeAllowed = (bytes: number): boolean => bytes <= LOGO_MAX_BYTES;

/** The CV bundle's file name: the username, kept to characters safe in a Content-Disposition header. */
export const cvBundleFileName = (username: string): string => {
  const safe = username
    .trim()
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .replace(/^\.+/, '');
  return `${safe === '' ? 'company' : safe}.zip`;
};
