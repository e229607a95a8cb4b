import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { companyFigures, fairEndsAt, fairReport, REPORT_MESSAGES, reportRefusal } from '../../domain/company-report.js';
import type { InterviewStatus } from '../../domain/interview.js';
import { aCompany, anInterview } from '../support/builders.js';

const zone = 'Asia/Colombo';
const at = (time: string) => new Date(`2026-03-10T${time}:00+05:30`);

/** An interview that joined the queue at `joined`, was called at `called`, and ended as `status`. */
const ran = (companyId: string, joined: string, called: string, status: InterviewStatus, walkIn = false) =>
  anInterview({
    companyId,
    walkIn,
    status,
    history: [
      { status: 'assigned', at: at(joined) },
      { status: status === 'no-show' ? 'no-show' : 'ongoing', at: at(called) },
      ...(status === 'finished' ? [{ status: 'finished' as const, at: at('17:00') }] : []),
    ],
  });

const acme = aCompany({ companyName: 'Acme' });
const beta = aCompany({ companyName: 'Beta' });
const gamma = aCompany({ companyName: 'Gamma' });

describe("The companies' report after the fair", () => {
  it("counts a company's interviews held, walk-ins and no-shows, its median wait and its ratings' spread", () => {
    const interviews = [
      ran(acme.id, '09:00', '09:10', 'finished'),
      ran(acme.id, '09:00', '09:30', 'finished', true),
      ran(acme.id, '09:00', '10:00', 'finished'),
      ran(acme.id, '09:00', '09:05', 'no-show'),
      ran(beta.id, '09:00', '09:50', 'finished'),
    ];
    const figures = companyFigures(acme, interviews, [{ rating: 2 }, { rating: 5 }, { rating: 4 }], 7);

    expect(figures).to.deep.equal({
      companyId: acme.id,
      companyName: 'Acme',
      interviewsHeld: 3,
      walkIns: 1,
      noShows: 1,
      medianWaitMinutes: 30,
      ratings: { count: 3, min: 2, median: 4, max: 5 },
      cvsDownloaded: 7,
    });
  });

  it('says nothing was measured for a company with no wait and no assessment', () => {
    expect(companyFigures(gamma, [], [], 0)).to.deep.include({
      medianWaitMinutes: null,
      ratings: { count: 0, min: null, median: null, max: null },
    });
  });

  it("puts each figure beside the fair's median over companies, leaving out those with nothing measured", () => {
    const report = fairReport([
      companyFigures(acme, [ran(acme.id, '09:00', '09:10', 'finished')], [{ rating: 3 }], 4),
      companyFigures(
        beta,
        [ran(beta.id, '09:00', '09:40', 'finished'), ran(beta.id, '09:00', '09:00', 'no-show')],
        [],
        2,
      ),
      companyFigures(gamma, [], [{ rating: 5 }], 0),
    ]);

    expect(report.fairMedians).to.deep.equal({
      interviewsHeld: 1,
      walkIns: 0,
      noShows: 0,
      medianWaitMinutes: 25,
      ratingsMedian: 4,
      cvsDownloaded: 2,
    });
  });

  it("is ready once the fair's last day is over on the event's calendar, not before, and not without days", () => {
    const days = [
      { date: '2026-03-11', opens: '10:00', closes: '15:00' },
      { date: '2026-03-10', opens: '09:00', closes: '17:00' },
    ];
    const endsAt = new Date('2026-03-12T00:00:00+05:30');
    expect(fairEndsAt(days, zone)).to.deep.equal(endsAt);

    expect(reportRefusal(days, endsAt, zone)).to.deep.equal(E.right(endsAt));
    expect(reportRefusal(days, new Date(endsAt.getTime() - 1), zone)).to.deep.equal(
      E.left(REPORT_MESSAGES.notEnded(endsAt, zone)),
    );
    expect(reportRefusal([], endsAt, zone)).to.deep.equal(E.left(REPORT_MESSAGES.noDays));
  });
});
