import { expect } from 'chai';
import type { FairStats } from '../../domain/fair-stats.js';
import { XLSX_CONTENT_TYPE } from '../../adapters/http/routes/download-routes.js';
import { readSheet } from '../support/downloads-readers.js';
import {
  assignPanel,
  createInterview,
  createPanel,
  moveStatus,
  staffedCompany,
  twoStaffedCompanies,
  studentSelecting,
  type StaffedCompany,
} from '../support/fair-operations.js';
import { startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';
import { registerConfirmedStudent, type ConfirmedStudent } from '../support/student-accounts.js';

type StatsAnswer = Omit<FairStats, 'panels'> & {
  panels: (Omit<FairStats['panels'][number], 'current'> & {
    current: { interviewId: string; studentName: string; since: string | null } | null;
  })[];
};

describe("The organizer's dashboard over HTTP (GET /admin/stats, /admin/stats.xlsx)", () => {
  let portal: TestPortal, admin: string;
  let acme: StaffedCompany;
  let quiet: StaffedCompany;
  let current: { interviewId: string; student: ConfirmedStudent };
  let stats: StatsAnswer;

  /*
   * Acme offers 3 places and has 4 students choosing it: 3 interviews on its panel "Main" (one
   * finished, one ongoing, one a no-show), a second panel with nobody, and one walk-in while open.
   * Quiet offers no places and one student chose it.
   */
  before(async () => {
    ({
      portal,
      admin,
      acme,
      other: quiet,
    } = await twoStaffedCompanies(
      { companyName: 'Acme Dashboard', numberOfInterviews: '3' },
      { companyName: 'Quiet Dashboard', numberOfInterviews: '0' },
    ));
    const main = await createPanel(portal, acme.coordinatorToken, acme.company.id, 'Main');
    await createPanel(portal, acme.coordinatorToken, acme.company.id, 'Spare');
    const students = [
      await studentSelecting(portal, [acme.company, quiet.company]),
      await studentSelecting(portal, [acme.company]),
      await studentSelecting(portal, [acme.company]),
      await studentSelecting(portal, [acme.company]),
    ];
    const placed = [];
    for (const student of students.slice(0, 3)) {
      const interview = await createInterview(portal, admin, student.id, acme.company.id);
      await assignPanel(portal, acme.coordinatorToken, interview._id, main._id);
      placed.push(interview);
    }
    const [done, ongoing, absent] = placed;
    await moveStatus(portal, acme.coordinatorToken, done!._id, 'ongoing');
    await moveStatus(portal, acme.coordinatorToken, done!._id, 'finished');
    await moveStatus(portal, acme.coordinatorToken, ongoing!._id, 'ongoing');
    await moveStatus(portal, acme.coordinatorToken, absent!._id, 'no-show');
    current = { interviewId: ongoing!._id, student: students[1]! };

    await portal.api.post(`/company/change-walking-status/${acme.company.id}`, { walkingStatus: true }, admin);
    const walker = await registerConfirmedStudent(portal);
    const joined = await portal.api.post('/interview/create-walk-in/', { company: acme.company.id }, walker.token);
    expect(joined.status).to.equal(201);

    const answer = await portal.api.get<StatsAnswer>('/admin/stats', admin);
    expect(answer.status).to.equal(200);
    stats = answer.body.data;
  });
  after(() => portal.dispose());

  it('gives each company its demand, interviews against places, and walk-ins', () => {
    const row = (name: string) => stats.companies.find((company) => company.companyName === name);
    expect(row('Acme Dashboard')).to.deep.include({
      demand: 4,
      interviews: 3,
      places: 3,
      fillRate: 1,
      walkIns: 1,
      walkInsOpen: true,
    });
    expect(row('Quiet Dashboard')).to.deep.include({ demand: 1, interviews: 0, places: 0, fillRate: null, walkIns: 0 });
  });

  it('gives each panel its queue, current interview, no-shows, finished count, and measured medians', () => {
    const main = stats.panels.find((panel) => panel.panelName === 'Main')!;
    expect(main).to.deep.include({
      companyName: 'Acme Dashboard',
      queueLength: 0,
      noShows: 1,
      finished: 1,
      checkIns: 0,
    });
    expect(main.current).to.include({ interviewId: current.interviewId });
    expect(main.current?.studentName).to.be.a('string').and.not.equal('');
    expect(main.current?.since).to.be.a('string');
    expect(main.medianWaitMinutes).to.be.a('number').and.at.least(0);
    expect(main.medianLengthMinutes).to.be.a('number').and.at.least(0);
  });

  it('shows a panel nobody was assigned to with nothing measured', () => {
    expect(stats.panels.find((panel) => panel.panelName === 'Spare')).to.deep.include({
      queueLength: 0,
      current: null,
      medianWaitMinutes: null,
      medianLengthMinutes: null,
    });
  });

  it('counts the finished interview in the hour it finished', () => {
    expect(stats.finishedPerHour.reduce((sum, hour) => sum + hour.finished, 0)).to.equal(1);
    expect(stats.finishedPerHour[0]?.hour).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:00$/);
  });

  it('downloads the same figures as a workbook with a sheet per table, readable by ExcelJS', async () => {
    const download = await portal.api.download('/admin/stats.xlsx', admin);
    expect(download.status).to.equal(200);
    expect(download.headers.get('content-type')).to.equal(XLSX_CONTENT_TYPE);
    expect(download.headers.get('content-disposition')).to.contain('fair-dashboard.xlsx');

    const companies = await readSheet(download.bytes, 'Companies');
    expect(companies.names).to.deep.equal(['Companies', 'Panels', 'Finished per hour']);
    expect(companies.rows[0]).to.deep.equal([
      'Company',
      'Demand',
      'Interviews',
      'Places',
      'Fill rate (%)',
      'Walk-ins',
      'Walk-ins open',
    ]);
    expect(companies.rows).to.deep.include(['Acme Dashboard', 4, 3, 3, 100, 1, 'yes']);
    const panels = await readSheet(download.bytes, 'Panels');
    const main = panels.rows.find((row) => row[1] === 'Main')!;
    expect(main.slice(0, 3)).to.deep.equal(['Acme Dashboard', 'Main', 0]);
    expect(String(main[3])).to.contain(' since ');
    const hours = await readSheet(download.bytes, 'Finished per hour');
    expect(hours.rows.slice(1).reduce((sum, row) => sum + Number(row[1]), 0)).to.equal(1);
  });

  it('is for administrators only: 403 for the other roles, 401 without a session', async () => {
    for (const token of [acme.coordinatorToken, acme.companyToken, current.student.token]) {
      expect((await portal.api.get('/admin/stats', token)).status).to.equal(403);
      expect((await portal.api.download('/admin/stats.xlsx', token)).status).to.equal(403);
    }
    expect((await portal.api.get('/admin/stats')).status).to.equal(401);
  });
});

describe("The dashboard's kept figures (GET /admin/stats, POST /admin/stats/recount)", () => {
  let portal: TestPortal, admin: string;
  before(async () => {
    ({ portal, admin } = await startPortalWithFirstAdmin());
  });
  after(() => portal.dispose());

  /** A fixed sequence of numbers in [0, 1), so the changes are the same on every run. */
  const numbers = (seed: number) => () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };

  it('always equal a recount from every interview, after a random sequence of changes to interviews', async () => {
    const random = numbers(7);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const companies = [await staffedCompany(portal, admin), await staffedCompany(portal, admin)];
    const panels = await Promise.all(
      companies.flatMap((company) =>
        ['One', 'Two'].map(async (name) => ({
          company,
          panel: await createPanel(portal, company.coordinatorToken, company.company.id, name),
        })),
      ),
    );
    const students = [];
    for (let index = 0; index < 8; index += 1) {
      students.push(
        await studentSelecting(
          portal,
          companies.map((company) => company.company),
        ),
      );
    }
    const interviews: { id: string; company: StaffedCompany }[] = [];
    const compare = async () => {
      const kept = await portal.api.get<StatsAnswer>('/admin/stats', admin);
      const recounted = await portal.api.post<StatsAnswer>('/admin/stats/recount', {}, admin);
      expect(recounted.status).to.equal(200);
      expect(kept.body.data).to.deep.equal(recounted.body.data);
      return kept.body.data;
    };

    for (let step = 0; step < 60; step += 1) {
      const roll = random();
      if (roll < 0.25 || interviews.length === 0) {
        const company = pick(companies);
        const answer = await portal.api.post<{ _id: string }>(
          '/interview/create',
          { student: pick(students).id, company: company.company.id },
          admin,
        );
        if (answer.status === 201) interviews.push({ id: answer.body.data._id, company });
      } else if (roll < 0.5) {
        const { id, company } = pick(interviews);
        const panel = pick(panels.filter((candidate) => candidate.company === company)).panel;
        await portal.api.post(`/interview/update/${id}`, { panelID: panel._id }, company.coordinatorToken);
      } else {
        const { id, company } = pick(interviews);
        const status = pick(['ongoing', 'finished', 'assigned', 'no-show']);
        await portal.api.post(`/interview/update-status/${id}`, { status }, company.coordinatorToken);
      }
      if (step % 15 === 14) await compare();
    }
    const final = await compare();
    expect(final.companies.reduce((sum, company) => sum + company.interviews, 0)).to.equal(interviews.length);
    expect(final.panels.some((panel) => panel.finished > 0 || panel.queueLength > 0)).to.equal(true);
  });

  it('recounts on demand for administrators only', async () => {
    expect((await portal.api.post('/admin/stats/recount', {})).status).to.equal(401);
    const student = await registerConfirmedStudent(portal);
    expect((await portal.api.post('/admin/stats/recount', {}, student.token)).status).to.equal(403);
  });
});
