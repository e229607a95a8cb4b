import type { Company } from '../domain/company.js';
import { JOB_AREAS } from '../domain/job-area.js';
import { PANEL_NAMES } from '../domain/panel-name.js';
import type { Student } from '../domain/student.js';
import type { Store } from '../adapters/persistence/store.js';
import { ObjectIdGenerator } from '../adapters/system/object-id-generator.js';

const ids = new ObjectIdGenerator();
const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 4, 30) + minute * 60_000);

/** Companies with job areas and panels from the domain's lists. */
export const benchCompanies = (count: number, walkingStatus = false): Company[] =>
  Array.from({ length: count }, (_, i) => ({
    id: ids.next(),
    username: `bench-company-${i}`,
    email: `hr${i}@bench.test`,
    companyName: `Bench Company ${String(i).padStart(3, '0')}`,
    description: 'A company made up for the benchmark',
    tags: ['Bench'],
    contactPerson: 'Bench Person',
    contactPersonTP: '0110000000',
    passwordHash: 'not-a-real-hash',
    numberOfInterviews: 50,
    session: 'both',
    panelsCount: 2,
    areas: [JOB_AREAS[i % JOB_AREAS.length]!],
    panels: [PANEL_NAMES[i % PANEL_NAMES.length]!, PANEL_NAMES[(i + 1) % PANEL_NAMES.length]!],
    logoKey: null,
    slotsFilled: 0,
    walkingStatus,
    sessionVersion: 0,
    createdAt: at(i),
  }));

/** Students, each with a submitted selection of `entries` companies in priority order. */
export const benchStudents = (count: number, entries: number, companies: readonly Company[]): Student[] =>
  Array.from({ length: count }, (_, i) => ({
    id: ids.next(),
    email: `student${i}@bench.test`,
    passwordHash: 'not-a-real-hash',
    fullName: `A.B. Student ${i}`,
    title: 'Mr',
    commonName: `Student${i}`,
    indexNumber: String(1_000_000 + i),
    description: '',
    linkedInURL: '',
    githubURL: '',
    personalURL: '',
    emailConfirmed: true,
    pictureKey: null,
    cvKey: null,
    companyCvKeys: {},
    selection: {
      interestedArea: JOB_AREAS[i % JOB_AREAS.length]!,
      submittedAt: at(i % 600),
      selectedCompaniesbyStudent: Array.from({ length: entries }, (_, order) => {
        const company = companies[(i + order * 7) % companies.length]!;
        return {
          companyId: company.id,
          companyName: company.companyName,
          selectedPanel: company.panels[order % company.panels.length]!,
          order: order + 1,
        };
      }),
    },
    sessionVersion: 0,
    remindersOff: false,
    scheduleMailsOff: false,
    createdAt: at(i % 600),
    lastSignInAt: null,
  }));

export const addAll = async <T>(items: readonly T[], add: (item: T) => Promise<void>): Promise<void> => {
  for (const item of items) await add(item);
};

export const seedSelections = async (store: Store, students: number, entries: number): Promise<void> => {
  const companies = benchCompanies(60);
  await addAll(companies, (company) => store.companies.add(company));
  await addAll(benchStudents(students, entries, companies), (student) => store.students.add(student));
};
