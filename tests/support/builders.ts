import type { DeskScan, OneTimeSecret } from '../../application/ports/persistence.js';
import type { Admin } from '../../domain/admin.js';
import type { Company, CompanyProfile } from '../../domain/company.js';
import type { Coordinator } from '../../domain/coordinator.js';
import type { Interview } from '../../domain/interview.js';
import type { Panel } from '../../domain/panel.js';
import type { Recruiter, RecruiterInvite } from '../../domain/recruiter.js';
import type { SelectionEntry, SelectionRecord } from '../../domain/selection.js';
import type { Student } from '../../domain/student.js';

let counter = 0;
/** A fresh 24-hex id, unique within the test run. */
export const anId = (): string => (++counter).toString(16).padStart(24, '0');
const n = () => counter + 1;

export const anAdmin = (overrides: Partial<Admin> = {}): Admin => ({
  id: anId(),
  email: `admin${n()}@fair.test`,
  passwordHash: 'hash',
  sessionVersion: 0,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  ...overrides,
});

export const aStudent = (overrides: Partial<Student> = {}): Student => {
  const i = n();
  return {
    id: anId(),
    email: `student${i}@uni.test`,
    passwordHash: 'hash',
    fullName: `Student Number ${i}`,
    title: 'Mr',
    commonName: `Student${i}`,
    indexNumber: String(1900000 + i).slice(0, 7),
    description: '',
    linkedInURL: '',
    githubURL: '',
    personalURL: '',
    emailConfirmed: true,
    pictureKey: null,
    cvKey: null,
    companyCvKeys: {},
    selection: null,
    sessionVersion: 0,
    remindersOff: false,
    scheduleMailsOff: false,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    lastSignInAt: null,
    ...overrides,
  };
};

/** A company as recorded, without the slotsFilled its counted reads add. */
export const profileOf = ({ slotsFilled: _counted, ...profile }: Company): CompanyProfile => profile;

export const aCompany = (overrides: Partial<Company> = {}): Company => {
  const i = n();
  return {
    id: anId(),
    username: `company${i}`,
    email: `hr${i}@company.test`,
    companyName: `Company ${i}`,
    description: '',
    tags: [],
    contactPerson: 'Contact Person',
    contactPersonTP: '0771234567',
    passwordHash: 'hash',
    numberOfInterviews: 0,
    session: 'both',
    panelsCount: 1,
    areas: ['Automation'],
    panels: ['Software Engineering'],
    logoKey: null,
    slotsFilled: 0,
    walkingStatus: false,
    sessionVersion: 0,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  };
};

export const aRecruiter = (overrides: Partial<Recruiter> = {}): Recruiter => {
  const i = n();
  return {
    id: anId(),
    companyId: anId(),
    name: `Recruiter ${i}`,
    email: `recruiter${i}@people.test`,
    passwordHash: 'hash',
    sessionVersion: 0,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  };
};

export const aRecruiterInvite = (overrides: Partial<RecruiterInvite> = {}): RecruiterInvite => {
  const i = n();
  return {
    id: anId(),
    companyId: anId(),
    name: `Invited ${i}`,
    email: `invited${i}@people.test`,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    expiresAt: new Date('2026-01-08T00:00:00Z'),
    ...overrides,
  };
};

export const aCoordinator = (overrides: Partial<Coordinator> = {}): Coordinator => {
  const i = n();
  return {
    id: anId(),
    email: `coordinator${i}@fair.test`,
    name: `Coordinator ${i}`,
    contactNumber: '0770000000',
    companyId: anId(),
    passwordHash: 'hash',
    sessionVersion: 0,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  };
};

export const aPanel = (overrides: Partial<Panel> = {}): Panel => ({
  id: anId(),
  panelName: `Panel ${n()}`,
  companyId: anId(),
  createdAt: new Date('2026-01-01T00:00:00Z'),
  ...overrides,
});

export const anInterview = (overrides: Partial<Interview> = {}): Interview => ({
  id: anId(),
  studentId: anId(),
  companyId: anId(),
  panelId: null,
  time: null,
  status: 'selected',
  queue: null,
  panelQueue: null,
  walkIn: false,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  checkedInAt: null,
  history: [],
  ...overrides,
});

export const aSelectionEntry = (overrides: Partial<SelectionEntry> = {}): SelectionEntry => ({
  companyId: anId(),
  companyName: `Company ${n()}`,
  selectedPanel: 'Software Engineering',
  order: 1,
  ...overrides,
});

export const aSelection = (
  entries: readonly SelectionEntry[],
  overrides: Partial<SelectionRecord> = {},
): SelectionRecord => ({
  selectedCompaniesbyStudent: entries,
  submittedAt: new Date('2026-01-01T00:00:00Z'),
  interestedArea: 'Automation',
  ...overrides,
});

export const aOneTimeSecret = (overrides: Partial<OneTimeSecret> = {}): OneTimeSecret => ({
  purpose: 'email-confirmation',
  subjectId: anId(),
  secretHash: `secret-hash-${n()}`,
  expiresAt: new Date('2026-01-01T01:00:00Z'),
  attemptsLeft: 3,
  ...overrides,
});

/** A scan a desk made offline and the server took: a fresh key of a fresh company's. */
export const aDeskScan = (overrides: Partial<DeskScan> = {}): DeskScan => ({
  companyId: anId(),
  key: `00000000-0000-4000-8000-${anId().slice(-12)}`,
  outcome: 'checked-in',
  interviewId: anId(),
  scannedAt: new Date('2026-03-01T04:10:00Z'),
  receivedAt: new Date('2026-03-01T04:30:00Z'),
  ...overrides,
});
