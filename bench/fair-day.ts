/*
 * What the portal is asked on fair day, and what the benchmark asks of it: the polled reads of each
 * screen, the fair-day mix, and the changes whose events the live streams should carry.
 */
import type { FairEvent, InterviewEvent, WalkInEvent } from '../domain/fair-event.js';
import type { Interview } from '../domain/interview.js';
import type { BenchCompany, BenchFair, BenchStudent } from './bench-fair.js';
import type { Change, StreamSubscriber } from './live-streams.js';
import type { PlannedRequest } from './open-loop.js';

export const API = '/rest/api/v1';

export interface PolledEndpoint {
  readonly name: string;
  /** Path and query under the origin. */
  readonly url: string;
  readonly token: string;
}

/** The student with the median number of interviews: the poll a typical student makes. */
const typicalStudent = (students: readonly BenchStudent[]): BenchStudent =>
  [...students].sort((a, b) => a.interviews - b.interviews)[Math.floor(students.length / 2)]!;

/** The four polled reads, each as a typical account makes it. */
export const polledEndpoints = (fair: BenchFair, company: BenchCompany): PolledEndpoint[] => {
  const student = typicalStudent(fair.students);
  return [
    { name: 'student poll GET /interview/all-st', url: `${API}/interview/all-st`, token: student.token },
    {
      name: 'company board GET /interview/all-company',
      url: `${API}/interview/all-company?company=${company.id}`,
      token: company.company.token,
    },
    {
      name: 'coordinator board GET /interview/all-company-cc',
      url: `${API}/interview/all-company-cc?company=${company.id}&panel=${company.panelIds[0]}`,
      token: company.coordinator.token,
    },
    { name: 'GET /student/single', url: `${API}/student/single`, token: student.token },
  ];
};

/** The interviews waiting in a company's queues, which a status change may take to ongoing. */
const waiting = (company: BenchCompany): Interview[] =>
  company.interviews.filter((interview) => interview.status === 'assigned');

/** The mix moves the last few waiting interviews of each company, the live streams' changes the others. */
const MOVED_BY_THE_MIX = 3;

/**
 * The fair-day mix, per 700 requests (×3 the spec's polling of 3,000 students every 5 s and 60
 * companies every 3 s is 3 × 700 = 2,100 a second): 600 student polls of their interviews, 40 of
 * the walk-in companies, 20 company boards, 20 coordinator boards and 20 coordinator walk-in lists.
 * Each client keeps the ETag it last got, as a browser's cache does. Among them, `writesPerSecond`
 * coordinators take an interview from the back of a queue to ongoing, so some polls see a change.
 */
export const fairDayMix = (
  fair: BenchFair,
  rate: number,
  writesPerSecond: number,
): ((index: number) => PlannedRequest) => {
  const { students, companies } = fair;
  const moves = companies.flatMap((company) =>
    waiting(company)
      .slice(-MOVED_BY_THE_MIX)
      .map((interview) => ({ interview, token: company.coordinator.token })),
  );
  const writeEvery = Math.round(rate / writesPerSecond);
  let student = 0;
  let company = 0;
  let write = 0;
  return (index) => {
    if (index % writeEvery === writeEvery - 1 && write < moves.length) {
      const { interview, token } = moves[write++]!;
      return {
        path: `${API}/interview/update-status/${interview.id}`,
        token,
        cacheKey: null,
        method: 'POST',
        body: JSON.stringify({ status: 'ongoing' }),
      };
    }
    const slot = index % 70;
    if (slot < 60) {
      const s = students[student++ % students.length]!;
      return { path: `${API}/interview/all-st`, token: s.token, cacheKey: `${s.id} all-st` };
    }
    if (slot < 64) {
      const s = students[student++ % students.length]!;
      return { path: `${API}/company/get-walk-in-companies`, token: s.token, cacheKey: `${s.id} walk-in` };
    }
    const c = companies[company++ % companies.length]!;
    if (slot < 66) {
      return {
        path: `${API}/interview/all-company?company=${c.id}`,
        token: c.company.token,
        cacheKey: `${c.id} board`,
      };
    }
    if (slot < 68) {
      return {
        path: `${API}/interview/all-company-cc?company=${c.id}&panel=${c.panelIds[0]}`,
        token: c.coordinator.token,
        cacheKey: `${c.id} cc-board`,
      };
    }
    return {
      path: `${API}/interview/all-cc-walking/${c.id}`,
      token: c.coordinator.token,
      cacheKey: `${c.id} cc-walk-in`,
    };
  };
};

/** Every read the mix's clients make, once each: what their screens read when first opened. */
export const mixReads = (fair: BenchFair): PlannedRequest[] => [
  ...fair.students.flatMap((s): PlannedRequest[] => [
    { path: `${API}/interview/all-st`, token: s.token, cacheKey: `${s.id} all-st` },
    { path: `${API}/company/get-walk-in-companies`, token: s.token, cacheKey: `${s.id} walk-in` },
  ]),
  ...fair.companies.flatMap((c): PlannedRequest[] => [
    { path: `${API}/interview/all-company?company=${c.id}`, token: c.company.token, cacheKey: `${c.id} board` },
    {
      path: `${API}/interview/all-company-cc?company=${c.id}&panel=${c.panelIds[0]}`,
      token: c.coordinator.token,
      cacheKey: `${c.id} cc-board`,
    },
    { path: `${API}/interview/all-cc-walking/${c.id}`, token: c.coordinator.token, cacheKey: `${c.id} cc-walk-in` },
  ]),
];

/**
 * Three times the rate the portal was first sized for (2,100 a second: three times the polling of
 * 3,000 students every 5 s and 60 companies and coordinators every 3 s), for the largest fair we
 * know of: 6,000 students at the fair on one day, 120 companies.
 */
export const FAIR_DAY_RATE = 6_300;

const post = async (origin: string, path: string, token: string, body: unknown): Promise<void> => {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`POST ${path} answered ${response.status}`);
};

/**
 * Interviews moved from their queue to ongoing by their company, one at each company that has a
 * waiting interview of one of `subscribedStudents` (heard by the company, its coordinator and the
 * student), in company order.
 */
export const interviewMoves = (
  origin: string,
  companies: readonly BenchCompany[],
  subscribedStudents: ReadonlySet<string>,
): Change[] =>
  companies.flatMap((company) => {
    const interview = waiting(company)
      .slice(0, -MOVED_BY_THE_MIX)
      .find((candidate) => subscribedStudents.has(candidate.studentId));
    if (interview === undefined) return [];
    const expected: InterviewEvent = {
      kind: 'interview.moved',
      interviewId: interview.id,
      companyId: company.id,
      studentId: interview.studentId,
      panelId: interview.panelId,
      status: 'ongoing',
    };
    return [
      {
        expected,
        matches: (event: FairEvent) =>
          event.kind === 'interview.moved' && event.interviewId === interview.id && event.status === 'ongoing',
        make: () =>
          post(origin, `${API}/interview/update-status/${interview.id}`, company.company.token, { status: 'ongoing' }),
      },
    ];
  });

/** Walk-ins opened by their coordinators at the companies whose walk-ins are closed (heard by every student). */
export const walkInOpenings = (origin: string, companies: readonly BenchCompany[]): Change[] =>
  companies
    .filter((company) => !company.walkInOpen)
    .map((company): Change => {
      const expected: WalkInEvent = { kind: 'walk-in.opened', companyId: company.id };
      return {
        expected,
        matches: (event: FairEvent) => event.kind === 'walk-in.opened' && event.companyId === company.id,
        make: () =>
          post(origin, `${API}/company/change-walking-status/${company.id}`, company.coordinator.token, {
            walkingStatus: true,
          }),
      };
    });

/**
 * What a screen reads again when a walk-in opens: a student's, the walk-in companies; a company's, its
 * board; a coordinator's, the company's walk-in interviews.
 */
export const walkInRefetch = ({ listener }: StreamSubscriber): string => {
  if (listener.role === 'student') return `${API}/company/get-walk-in-companies`;
  if (listener.role === 'coordinator') return `${API}/interview/all-cc-walking/${listener.companyId}`;
  return `${API}/interview/all-company?company=${listener.companyId}`;
};
