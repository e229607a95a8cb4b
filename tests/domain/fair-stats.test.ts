import { expect } from 'chai';
import {
  companyTally,
  fairStats,
  fairStatsFromTallies,
  fillRate,
  finishedPerHour,
  median,
  stepDurations,
  studentsInCurrentInterviews,
} from '../../domain/fair-stats.js';
import type { Interview, InterviewStatus } from '../../domain/interview.js';
import { aCompany, anInterview, aPanel } from '../support/builders.js';

const COLOMBO = 'Asia/Colombo';
/** 2026-03-01 at hh:mm UTC (Colombo is 5:30 ahead). */
const utc = (hour: number, minute = 0) => new Date(Date.UTC(2026, 2, 1, hour, minute));
const history = (...changes: [InterviewStatus, Date][]) => changes.map(([status, at]) => ({ status, at }));
const lastStatus = (changes: readonly { status: InterviewStatus }[]) => changes.at(-1)!.status;
const withHistory = (changes: [InterviewStatus, Date][], overrides: Partial<Interview> = {}): Interview => {
  const made = history(...changes);
  return anInterview({ status: lastStatus(made), history: made, ...overrides });
};

describe('the median of the dashboard', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([9, 1, 5])).to.equal(5);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 10, 2])).to.equal(3);
  });

  it('is null when there is nothing to measure', () => {
    expect(median([])).to.equal(null);
  });
});

describe('fill rate', () => {
  it('is the interviews made over the places offered', () => {
    expect(fillRate(3, 4)).to.equal(0.75);
    expect(fillRate(5, 4)).to.equal(1.25);
  });

  it('is null for a company that offers no places', () => {
    expect(fillRate(2, 0)).to.equal(null);
  });
});

describe('the time between two statuses of an interview (stepDurations)', () => {
  it('measures each wait from the assignment right before the start', () => {
    const changes = history(
      ['selected', utc(3)],
      ['assigned', utc(4)],
      ['no-show', utc(4, 10)],
      ['assigned', utc(4, 20)],
      ['ongoing', utc(4, 32)],
    );
    expect(stepDurations(changes, 'assigned', 'ongoing')).to.deep.equal([12]);
  });

  it('measures every interview held again after being sent back to the queue', () => {
    const changes = history(
      ['assigned', utc(4)],
      ['ongoing', utc(4, 5)],
      ['finished', utc(4, 25)],
      ['assigned', utc(5)],
      ['ongoing', utc(5, 1)],
      ['finished', utc(5, 11)],
    );
    expect(stepDurations(changes, 'ongoing', 'finished')).to.deep.equal([20, 10]);
  });

  it('finds nothing in a history without the pair', () => {
    expect(stepDurations(history(['selected', utc(3)]), 'assigned', 'ongoing')).to.deep.equal([]);
  });
});

describe('interviews finished per hour on the event clock', () => {
  it('counts finished interviews by the Colombo hour they last finished in, with the empty hours between', () => {
    const interviews = [
      withHistory([
        ['ongoing', utc(4)],
        ['finished', utc(4, 35)],
      ]), // 10:05 in Colombo
      withHistory([
        ['ongoing', utc(4)],
        ['finished', utc(4, 29)],
      ]), // 09:59
      withHistory([
        ['ongoing', utc(6)],
        ['finished', utc(6, 40)],
      ]), // 12:10
      withHistory([
        ['ongoing', utc(4)],
        ['finished', utc(4, 40)],
        ['assigned', utc(5)],
      ]), // back in the queue
    ];
    expect(finishedPerHour(interviews, COLOMBO)).to.deep.equal([
      { hour: '2026-03-01 09:00', finished: 1 },
      { hour: '2026-03-01 10:00', finished: 1 },
      { hour: '2026-03-01 11:00', finished: 0 },
      { hour: '2026-03-01 12:00', finished: 1 },
    ]);
  });

  it('is empty before any interview finished', () => {
    expect(finishedPerHour([withHistory([['ongoing', utc(4)]])], COLOMBO)).to.deep.equal([]);
  });

  it('leaves the empty hours out when the finishes lie weeks apart', () => {
    const later = new Date(utc(4).getTime() + 30 * 24 * 3_600_000);
    const interviews = [withHistory([['finished', utc(4)]]), withHistory([['finished', later]])];
    expect(finishedPerHour(interviews, COLOMBO).map((hour) => hour.hour)).to.deep.equal([
      '2026-03-01 09:00',
      '2026-03-31 09:00',
    ]);
  });
});

describe("the fair's figures (fairStats)", () => {
  const company = aCompany({ companyName: 'Acme', numberOfInterviews: 4, slotsFilled: 7, walkingStatus: true });
  const other = aCompany({ companyName: 'Blue', numberOfInterviews: 0, slotsFilled: 1 });
  const panel = aPanel({ companyId: company.id, panelName: 'Panel A' });
  const idle = aPanel({ companyId: company.id, panelName: 'Panel B' });
  const on = (overrides: Partial<Interview>) => ({ companyId: company.id, panelId: panel.id, ...overrides });
  const interviews = [
    withHistory(
      [
        ['assigned', utc(4)],
        ['ongoing', utc(4, 10)],
        ['finished', utc(4, 30)],
      ],
      on({ queue: 1, checkedInAt: utc(3, 50) }),
    ),
    withHistory(
      [
        ['assigned', utc(4)],
        ['ongoing', utc(4, 40)],
      ],
      on({ queue: 2, checkedInAt: utc(4, 20) }),
    ),
    withHistory([['assigned', utc(4)]], on({ queue: 3 })),
    withHistory(
      [
        ['assigned', utc(4)],
        ['no-show', utc(4, 35)],
      ],
      on({ queue: 4 }),
    ),
    withHistory([['selected', utc(3)]], { companyId: company.id, walkIn: true }),
    withHistory([['selected', utc(3)]], { companyId: other.id }),
  ];
  const current = interviews[1]!;
  const stats = fairStats({
    companies: [other, company],
    panels: [idle, panel, aPanel({ panelName: 'Of a deleted company' })],
    interviews,
    studentNames: new Map([[current.studentId, 'Nimal']]),
    timeZone: COLOMBO,
  });

  it("leaves out a withdrawn or cancelled interview: it is no one's place", () => {
    const withdrawn = withHistory(
      [
        ['assigned', utc(4)],
        ['cancelled', utc(4, 5)],
      ],
      on({ queue: 5 }),
    );
    const counted = fairStats({
      companies: [other, company],
      panels: [idle, panel],
      interviews: [...interviews, withdrawn],
      studentNames: new Map([[current.studentId, 'Nimal']]),
      timeZone: COLOMBO,
    });
    expect(counted.companies).to.deep.equal(stats.companies);
    expect(counted.panels).to.deep.equal(stats.panels.filter((each) => each.panelName !== 'Of a deleted company'));
  });

  it('gives each company its demand, interviews against places, and walk-ins, in name order', () => {
    expect(stats.companies).to.deep.equal([
      {
        companyId: company.id,
        companyName: 'Acme',
        demand: 7,
        interviews: 4,
        places: 4,
        fillRate: 1,
        walkIns: 1,
        walkInsOpen: true,
      },
      {
        companyId: other.id,
        companyName: 'Blue',
        demand: 1,
        interviews: 1,
        places: 0,
        fillRate: null,
        walkIns: 0,
        walkInsOpen: false,
      },
    ]);
  });

  it('gives each panel its queue, current interview, median wait and length, no-shows and check-ins', () => {
    expect(stats.panels[0]).to.deep.equal({
      panelId: panel.id,
      panelName: 'Panel A',
      companyId: company.id,
      companyName: 'Acme',
      queueLength: 1,
      current: { interviewId: current.id, studentId: current.studentId, studentName: 'Nimal', since: utc(4, 40) },
      medianWaitMinutes: 25,
      medianLengthMinutes: 20,
      noShows: 1,
      checkIns: 2,
      finished: 1,
    });
  });

  it('shows a panel nobody was assigned to with empty figures, and leaves out panels of unknown companies', () => {
    expect(stats.panels.map((row) => row.panelName)).to.deep.equal(['Panel A', 'Panel B']);
    expect(stats.panels[1]).to.include({ queueLength: 0, current: null, medianWaitMinutes: null, noShows: 0 });
  });

  it('counts the finished interviews per hour', () => {
    expect(stats.finishedPerHour).to.deep.equal([{ hour: '2026-03-01 10:00', finished: 1 }]);
  });

  it('names only the students of current interviews, one per panel', () => {
    const second = withHistory([['ongoing', utc(5)]], on({ queue: 9 }));
    expect(studentsInCurrentInterviews([...interviews, second])).to.deep.equal([current.studentId]);
  });
});

describe("the dashboard's figures from the companies' tallies", () => {
  /** A fixed sequence of numbers in [0, 1), so the fair is the same on every run. */
  const numbers = (seed: number) => () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };

  it('equal the figures recounted from every interview, on a fair of random histories', () => {
    const random = numbers(3);
    const companies = [aCompany({ numberOfInterviews: 4 }), aCompany({ numberOfInterviews: 0 }), aCompany()];
    const panels = companies.flatMap((company) => [
      aPanel({ companyId: company.id }),
      aPanel({ companyId: company.id }),
    ]);
    const steps: InterviewStatus[] = ['assigned', 'ongoing', 'finished', 'no-show', 'assigned', 'ongoing'];
    const interviews = Array.from({ length: 80 }, (_, index) => {
      const company = companies[index % companies.length]!;
      const own = panels.filter((panel) => panel.companyId === company.id);
      const length = Math.floor(random() * steps.length);
      const changes = steps
        .slice(0, length)
        .map((status, step): [InterviewStatus, Date] => [status, utc(3 + step, Math.floor(random() * 60))]);
      return anInterview({
        companyId: company.id,
        panelId: length === 0 ? null : own[Math.floor(random() * own.length)]!.id,
        status: length === 0 ? 'selected' : changes.at(-1)![0],
        history: history(...changes),
        queue: length === 0 ? null : index,
        walkIn: random() < 0.2,
        checkedInAt: random() < 0.3 ? utc(2) : null,
      });
    });
    const studentNames = new Map(
      interviews.map((interview) => [interview.studentId, `name of ${interview.studentId}`]),
    );
    const recounted = fairStats({ companies, panels, interviews, studentNames, timeZone: COLOMBO });
    const tallies = new Map(
      companies.map((company) => [
        company.id,
        companyTally(
          company.id,
          interviews.filter((interview) => interview.companyId === company.id),
        ),
      ]),
    );

    expect(fairStatsFromTallies({ companies, panels, tallies, studentNames, timeZone: COLOMBO })).to.deep.equal(
      recounted,
    );
    expect(recounted.finishedPerHour.length).to.be.greaterThan(0);
    expect(recounted.panels.some((panel) => panel.current !== null)).to.equal(true);
  });
});
