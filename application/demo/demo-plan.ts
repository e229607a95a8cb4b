/*
 * The demo fair: who is in it, what they chose, and how far each interview has got. Everything the
 * demo command adds comes from here, so a newcomer can read the whole fair in one place.
 */
import type { InterviewStatus } from '../../domain/interview.js';
import type { JobArea } from '../../domain/job-area.js';
import type { PanelName } from '../../domain/panel-name.js';

/** One password per role, printed by the demo command; every account of that role uses it. */
export const DEMO_PASSWORDS = {
  admin: 'demo-admin-pass',
  coordinator: 'demo-coordinator-pass',
  company: 'demo-company-pass',
  student: 'demo-student-pass',
} as const;

export const DEMO_ADMIN_EMAIL = 'admin@demo.fair';

export interface DemoCompany {
  readonly username: string;
  readonly companyName: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly contactPerson: string;
  readonly areas: readonly JobArea[];
  /** The panels offered to students, from the domain's panel names; each becomes an interview panel too. */
  readonly panels: readonly PanelName[];
  readonly coordinator: { readonly email: string; readonly name: string };
  /** Walk-in interviews open at the end of the demo. */
  readonly walkInOpen: boolean;
  /** The company form's number of interviews. */
  readonly numberOfInterviews: number;
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    username: 'nova',
    companyName: 'Nova Robotics',
    description: 'Industrial robots and the software that drives them.',
    tags: ['Robotics', 'Embedded'],
    contactPerson: 'Ruwan Perera',
    areas: ['Automation', 'AI / SE'],
    panels: ['Robotics and Automation', 'Software Engineering'],
    coordinator: { email: 'coordinator.nova@demo.fair', name: 'Kasun Jayasinghe' },
    walkInOpen: false,
    numberOfInterviews: 20,
  },
  {
    username: 'volt',
    companyName: 'Volt Power',
    description: 'Generation, transmission and building installations.',
    tags: ['Energy', 'Grid'],
    contactPerson: 'Dilani Fernando',
    areas: ['Power Systems', 'Installation'],
    panels: ['Power and Energy', 'Electrical Installation'],
    coordinator: { email: 'coordinator.volt@demo.fair', name: 'Sahan Wickramasinghe' },
    walkInOpen: false,
    numberOfInterviews: 20,
  },
  {
    username: 'datawise',
    companyName: 'DataWise Analytics',
    description: 'Data platforms, machine learning and the projects around them.',
    tags: ['Data', 'Cloud'],
    contactPerson: 'Nadeesha Silva',
    areas: ['AI / SE', 'Management'],
    panels: ['Artificial Intelligence Machine Learning and Data Science', 'Business Analysis', 'Project Management'],
    coordinator: { email: 'coordinator.datawise@demo.fair', name: 'Tharindu Bandara' },
    walkInOpen: true,
    numberOfInterviews: 20,
  },
];

/** How far a planned interview gets: selected (none), or assigned to its panel and moved on from there. */
/** A demo interview is taken to any state a coordinator moves it to; none is cancelled. */
export type DemoInterviewStage = Exclude<InterviewStatus, 'cancelled'>;

export interface DemoChoice {
  /** A DEMO_COMPANIES username. */
  readonly company: string;
  /** One of that company's panels. */
  readonly panel: PanelName;
  /** The interview the admin creates for this choice, and how far it gets; none when absent. */
  readonly interview?: DemoInterviewStage;
}

export interface DemoStudent {
  readonly email: string;
  readonly fullName: string;
  readonly title: 'Mr' | 'Miss';
  readonly commonName: string;
  readonly indexNumber: string;
  readonly interestedArea: JobArea;
  /** The selection, in priority order. */
  readonly choices: readonly DemoChoice[];
  /** A walk-in interview this student asks for (a company with walk-ins open, not among its interviews). */
  readonly walkIn?: string;
}

export const DEMO_STUDENTS: readonly DemoStudent[] = [
  {
    email: 'amaya@demo.fair',
    fullName: 'A.M. Perera',
    title: 'Miss',
    commonName: 'Amaya',
    indexNumber: '190001A',
    interestedArea: 'AI / SE',
    choices: [
      { company: 'nova', panel: 'Software Engineering', interview: 'finished' },
      {
        company: 'datawise',
        panel: 'Artificial Intelligence Machine Learning and Data Science',
        interview: 'assigned',
      },
    ],
  },
  {
    email: 'nimal@demo.fair',
    fullName: 'N.K. Silva',
    title: 'Mr',
    commonName: 'Nimal',
    indexNumber: '190002B',
    interestedArea: 'Automation',
    choices: [
      { company: 'nova', panel: 'Robotics and Automation', interview: 'ongoing' },
      { company: 'volt', panel: 'Power and Energy' },
    ],
  },
  {
    email: 'kavya@demo.fair',
    fullName: 'K.D. Fernando',
    title: 'Miss',
    commonName: 'Kavya',
    indexNumber: '190003C',
    interestedArea: 'Power Systems',
    choices: [
      { company: 'volt', panel: 'Power and Energy', interview: 'ongoing' },
      { company: 'nova', panel: 'Robotics and Automation', interview: 'assigned' },
    ],
    walkIn: 'datawise',
  },
  {
    email: 'ravindu@demo.fair',
    fullName: 'R.S. Jayawardena',
    title: 'Mr',
    commonName: 'Ravindu',
    indexNumber: '190004D',
    interestedArea: 'Installation',
    choices: [
      { company: 'volt', panel: 'Electrical Installation', interview: 'assigned' },
      { company: 'datawise', panel: 'Project Management', interview: 'selected' },
    ],
  },
  {
    email: 'ishara@demo.fair',
    fullName: 'I.U. Gunasekara',
    title: 'Miss',
    commonName: 'Ishara',
    indexNumber: '190005E',
    interestedArea: 'Management',
    choices: [
      { company: 'datawise', panel: 'Business Analysis', interview: 'selected' },
      { company: 'nova', panel: 'Software Engineering' },
      { company: 'volt', panel: 'Electrical Installation' },
    ],
  },
  {
    email: 'tharushi@demo.fair',
    fullName: 'T.N. Rajapaksha',
    title: 'Miss',
    commonName: 'Tharushi',
    indexNumber: '190006F',
    interestedArea: 'AI / SE',
    choices: [{ company: 'datawise', panel: 'Artificial Intelligence Machine Learning and Data Science' }],
    walkIn: 'datawise',
  },
];

/** A whole demo fair: its companies, and its students with their choices, in the order they are added. */
export interface DemoFair {
  readonly companies: readonly DemoCompany[];
  readonly students: readonly DemoStudent[];
}

/** The small fair `demo` adds without --students: three companies and six students, every state once or more. */
export const SMALL_DEMO_FAIR: DemoFair = { companies: DEMO_COMPANIES, students: DEMO_STUDENTS };

/** Interviews are given times from this many minutes after the demo runs, each the Set Time form's proposal. */
export const DEMO_FIRST_SLOT_MINUTES = 60;
