/*
 * A demo fair of a chosen size (`demo --students N`): the size a university society runs, for trying
 * the portal under load and for `npm run bench`. Made by a seeded generator, so the same N always
 * gives the same fair.
 */
import { JOB_AREAS, type JobArea } from '../../domain/job-area.js';
import { MAX_SELECTED_COMPANIES } from '../../domain/selection.js';
import { PANEL_NAMES, type PanelName } from '../../domain/panel-name.js';
import type { DemoChoice, DemoCompany, DemoFair, DemoInterviewStage, DemoStudent } from './demo-plan.js';

export const MAX_DEMO_STUDENTS = 30_000;
/** The companies of a demo fair unless told otherwise. */
export const DEMO_FAIR_COMPANIES = 60;
export const DEMO_FAIR_PANELS_PER_COMPANY = 2;
/** One company in this many has walk-ins open. */
const WALK_IN_OPEN_EVERY = 6;
/** One student in this many asks for a walk-in interview. */
const WALK_IN_STUDENT_EVERY = 20;
/** The share of a panel's interviews the admin has created but no coordinator has assigned yet. */
const UNASSIGNED_SHARE = 0.15;
/** The share of a panel's queue already called: interviewed, or marked no-show. */
const FINISHED_SHARE = 0.35;
/** One in this many of those called did not come. */
const NO_SHOW_EVERY = 8;
/** How many interviews the admin creates for a student, from the top of their selection. */
const INTERVIEWS_PER_STUDENT = [3, 4, 4, 4, 4, 4] as const;

const COMPANY_WORDS = [
  'Nova',
  'Volt',
  'Data',
  'Grid',
  'Apex',
  'Lanka',
  'Ceylon',
  'Blue',
  'Orbit',
  'Delta',
  'Summit',
  'Harbour',
];
const COMPANY_KINDS = ['Robotics', 'Power', 'Analytics', 'Systems', 'Engineering'];
/** A word after the name of every company past the first 60, so that each of up to 240 has a name of its own. */
const COMPANY_SERIES = ['', 'Labs', 'Global', 'Works'];
export const MAX_DEMO_COMPANIES = COMPANY_WORDS.length * COMPANY_KINDS.length * COMPANY_SERIES.length;
const FIRST_NAMES = [
  'Amaya',
  'Nimal',
  'Kavya',
  'Ravindu',
  'Ishara',
  'Tharushi',
  'Kasun',
  'Dilani',
  'Sahan',
  'Nadeesha',
  'Chamara',
  'Hasini',
  'Pasan',
  'Sewwandi',
  'Yasiru',
  'Oshadi',
];
const SURNAMES = [
  'Perera',
  'Silva',
  'Fernando',
  'Jayawardena',
  'Gunasekara',
  'Rajapaksha',
  'Bandara',
  'Wickramasinghe',
  'Dissanayake',
  'Herath',
  'Karunaratne',
  'Wijesinghe',
];
const FEMALE_NAMES = new Set([
  'Amaya',
  'Kavya',
  'Ishara',
  'Tharushi',
  'Dilani',
  'Nadeesha',
  'Hasini',
  'Sewwandi',
  'Oshadi',
]);

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

const demoCompany = (i: number): Omit<DemoCompany, 'numberOfInterviews'> => {
  const named = COMPANY_WORDS.length * COMPANY_KINDS.length;
  const series = COMPANY_SERIES[Math.floor(i / named)]!;
  const companyName = [
    COMPANY_WORDS[i % COMPANY_WORDS.length],
    COMPANY_KINDS[Math.floor(i / COMPANY_WORDS.length) % COMPANY_KINDS.length],
    series,
  ]
    .filter(Boolean)
    .join(' ');
  const username = companyName.toLowerCase().replace(/ /g, '-');
  const areas: JobArea[] = [JOB_AREAS[i % JOB_AREAS.length]!, JOB_AREAS[(i + 2) % JOB_AREAS.length]!];
  // Offsets 0 and 4 of nine panel names never coincide.
  const panels: PanelName[] = [PANEL_NAMES[i % PANEL_NAMES.length]!, PANEL_NAMES[(i + 4) % PANEL_NAMES.length]!];
  const contact = `${FIRST_NAMES[(i * 5) % FIRST_NAMES.length]} ${SURNAMES[(i * 7) % SURNAMES.length]}`;
  return {
    username,
    companyName,
    description: `${companyName} hires engineers in ${areas.join(' and ')}.`,
    tags: [COMPANY_KINDS[Math.floor(i / COMPANY_WORDS.length) % COMPANY_KINDS.length]!, areas[0]!],
    contactPerson: contact,
    areas,
    panels,
    coordinator: { email: `coordinator.${username}@demo.fair`, name: `${contact} (coordinator)` },
    walkInOpen: i % WALK_IN_OPEN_EVERY === WALK_IN_OPEN_EVERY - 1,
  };
};

interface ChoiceDraft {
  company: number;
  panel: PanelName;
  interview?: DemoInterviewStage;
}

/** Up to ten distinct companies, the more popular ones more often: company i weighs 1 + (i·7 mod 10)/10. */
const chooseCompanies = (count: number, weights: readonly number[], random: () => number): number[] => {
  const chosen: number[] = [];
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  while (chosen.length < count) {
    let target = random() * total;
    let company = 0;
    while (target >= weights[company]! && company < weights.length - 1) target -= weights[company++]!;
    if (!chosen.includes(company)) chosen.push(company);
  }
  return chosen;
};

/**
 * Each panel's interviews, in the order the students come: some not yet assigned; of the assigned
 * ones, the front of the queue called (finished, one in eight of all called a no-show), the next one ongoing (the
 * panel's current interview) and the rest waiting.
 */
const stageInterviews = (choices: readonly ChoiceDraft[][], random: () => number): void => {
  const byPanel = new Map<string, ChoiceDraft[]>();
  for (const studentChoices of choices) {
    for (const choice of studentChoices) {
      if (choice.interview === undefined) continue;
      const key = `${choice.company}/${choice.panel}`;
      byPanel.set(key, [...(byPanel.get(key) ?? []), choice]);
    }
  }
  let called = 0;
  for (const queue of byPanel.values()) {
    const assigned = queue.filter((choice) => {
      if (random() >= UNASSIGNED_SHARE) return true;
      choice.interview = 'selected';
      return false;
    });
    const finished = Math.floor(assigned.length * FINISHED_SHARE);
    assigned.forEach((choice, position) => {
      if (position > finished) choice.interview = 'assigned';
      else if (position === finished) choice.interview = 'ongoing';
      else choice.interview = ++called % NO_SHOW_EVERY === 0 ? 'no-show' : 'finished';
    });
  }
};

/**
 * A fair of `students` students and `companyCount` companies (60 unless told) of two panels each
 * with a coordinator; every student has a submitted selection of one to ten companies, the top three
 * or four of which have an interview in one of the four states (about 10,000 for 3,000 students), and
 * one student in twenty joins a walk-in.
 */
export const demoFairOfSize = (students: number, companyCount: number = DEMO_FAIR_COMPANIES): DemoFair => {
  if (!Number.isInteger(students) || students < 1 || students > MAX_DEMO_STUDENTS) {
    throw new RangeError(`The demo fair takes 1 to ${MAX_DEMO_STUDENTS} students, not ${students}`);
  }
  if (!Number.isInteger(companyCount) || companyCount < MAX_SELECTED_COMPANIES || companyCount > MAX_DEMO_COMPANIES) {
    throw new RangeError(
      `The demo fair takes ${MAX_SELECTED_COMPANIES} to ${MAX_DEMO_COMPANIES} companies, not ${companyCount}`,
    );
  }
  const random = seededRandom(students);
  const companies = Array.from({ length: companyCount }, (_, i) => demoCompany(i));
  const weights = companies.map((_, i) => 1 + ((i * 7) % 10) / 10);
  const walkInCompanies = companies.flatMap((company, i) => (company.walkInOpen ? [i] : []));

  const choices: ChoiceDraft[][] = Array.from({ length: students }, () => {
    const count = 1 + Math.floor(random() * MAX_SELECTED_COMPANIES);
    const interviews = pick(INTERVIEWS_PER_STUDENT, random);
    return chooseCompanies(count, weights, random).map((company, order) => ({
      company,
      panel: pick(companies[company]!.panels, random),
      ...(order < interviews ? { interview: 'selected' as const } : {}),
    }));
  });
  stageInterviews(choices, random);

  const interviewsOf = new Array<number>(companies.length).fill(0);
  for (const choice of choices.flat()) if (choice.interview !== undefined) interviewsOf[choice.company]!++;

  const demoStudents = choices.map((studentChoices, i): DemoStudent => {
    const commonName = FIRST_NAMES[i % FIRST_NAMES.length]!;
    const surname = SURNAMES[Math.floor(i / FIRST_NAMES.length) % SURNAMES.length]!;
    const walkIn =
      i % WALK_IN_STUDENT_EVERY === WALK_IN_STUDENT_EVERY - 1
        ? walkInFor(i, studentChoices, walkInCompanies)
        : undefined;
    return {
      email: `student${String(i + 1).padStart(5, '0')}@demo.fair`,
      fullName: `${commonName[0]}.${surname[0]}. ${surname}`,
      title: FEMALE_NAMES.has(commonName) ? 'Miss' : 'Mr',
      commonName,
      indexNumber: `${200_000 + i}${String.fromCharCode(65 + (i % 26))}`,
      interestedArea: JOB_AREAS[Math.floor(random() * JOB_AREAS.length)]!,
      choices: studentChoices.map((choice): DemoChoice => ({
        company: companies[choice.company]!.username,
        panel: choice.panel,
        ...(choice.interview === undefined ? {} : { interview: choice.interview }),
      })),
      ...(walkIn === undefined ? {} : { walkIn: companies[walkIn]!.username }),
    };
  });

  return {
    companies: companies.map((company, i) => ({ ...company, numberOfInterviews: interviewsOf[i]! })),
    students: demoStudents,
  };
};

/** An open walk-in company the student has no interview with, if there is one. */
const walkInFor = (student: number, choices: readonly ChoiceDraft[], open: readonly number[]): number | undefined => {
  const interviewing = new Set(choices.flatMap((choice) => (choice.interview === undefined ? [] : [choice.company])));
  for (let k = 0; k < open.length; k++) {
    const company = open[(student + k) % open.length]!;
    if (!interviewing.has(company)) return company;
  }
  return undefined;
};
