import { expect } from 'chai';
import { ListSelectedCompanies } from '../../../application/selections/list-selected-companies.js';
import type { Company } from '../../../domain/company.js';
import type { Student } from '../../../domain/student.js';
import { aSelection } from '../../support/builders.js';
import { actorOf, fails, freshFairWorld, succeedsWithAll } from '../../support/fair-operations-store.js';

describe('ListSelectedCompanies', () => {
  const world = freshFairWorld();
  const listSelectedCompanies = () => {
    return world().use(ListSelectedCompanies);
  };
  const admin = { id: 'aaaaaaaaaaaaaaaaaaaaaaaa', role: 'admin' } as const;

  const studentSelecting = (
    companies: readonly Company[],
    interestedArea: string,
    submittedAt: string,
    name: string,
  ): Promise<Student> =>
    world().student({
      commonName: name,
      selection: aSelection(
        companies.map((company, index) => ({
          companyId: company.id,
          companyName: `old name of ${company.companyName}`,
          selectedPanel: company.panels[0] ?? '',
          order: index + 1,
        })),
        { interestedArea, submittedAt: new Date(submittedAt) },
      ),
    });

  it('gives one row per student and entry, by company name, interest match, priority and submission time', async () => {
    const zeta = await world().company({ companyName: 'Zeta', areas: ['Management'] });
    const alpha = await world().company({ companyName: 'Alpha', areas: ['Automation'] });
    const early = await studentSelecting([zeta, alpha], 'Management', '2026-03-01T08:00:00Z', 'early');
    const late = await studentSelecting([alpha, zeta], 'Automation', '2026-03-01T09:00:00Z', 'late');
    const first = await studentSelecting([alpha], 'Management', '2026-03-01T07:00:00Z', 'first');

    const rows = await succeedsWithAll(listSelectedCompanies().execute(admin));

    expect(rows.map((row) => `${row.entry.companyName}/${row.student.commonName}`)).to.deep.equal([
      'Alpha/late', // interest matches
      'Alpha/first', // priority 1, earlier than early's priority 2
      'Alpha/early',
      'Zeta/early', // interest matches
      'Zeta/late',
    ]);
    const lateAlpha = rows[0];
    expect(lateAlpha?.entry).to.deep.equal({
      companyId: alpha.id,
      companyName: 'Alpha',
      selectedPanel: alpha.panels[0],
      order: 1,
    });
    expect(lateAlpha).to.deep.include({ interestMatch: true, interestedArea: 'Automation', interview: null });
    expect(lateAlpha?.submittedAt?.toISOString()).to.equal('2026-03-01T09:00:00.000Z');
    expect(lateAlpha?.student.id).to.equal(late.id);
    expect(rows.map((row) => row.student.id)).to.deep.equal([late.id, first.id, early.id, early.id, late.id]);
  });

  it("puts each row's interview beside it, with its student, company and panel", async () => {
    const company = await world().company({ companyName: 'Acme' });
    const other = await world().company({ companyName: 'Other' });
    const student = await studentSelecting([company, other], 'Automation', '2026-03-01T08:00:00Z', 'someone');
    const panel = await world().panelOf(company);
    const interview = await world().interview(student, company, {
      status: 'assigned',
      panelId: panel.id,
      queue: 1,
      panelQueue: 1,
    });

    const rows = await succeedsWithAll(listSelectedCompanies().execute(admin));

    const acmeRow = rows.find((row) => row.entry.companyId === company.id);
    expect(acmeRow?.interview?.interview).to.deep.equal(interview);
    expect(acmeRow?.interview?.panel?.id).to.equal(panel.id);
    expect(acmeRow?.interview?.company.id).to.equal(company.id);
    expect(rows.find((row) => row.entry.companyId === other.id)?.interview).to.equal(null);
  });

  it("shows a coordinator only its own company's rows", async () => {
    const own = await world().company({ companyName: 'Own' });
    const other = await world().company({ companyName: 'Other' });
    await studentSelecting([own, other], 'Automation', '2026-03-01T08:00:00Z', 'someone');
    await studentSelecting([other], 'Automation', '2026-03-01T08:00:00Z', 'else');
    const coordinator = await world().coordinatorOf(own);

    const rows = await succeedsWithAll(listSelectedCompanies().execute(actorOf(coordinator, 'coordinator')));

    expect(rows.map((row) => row.entry.companyId)).to.deep.equal([own.id]);
  });

  it('leaves out students without a selection and gives an empty list when nobody has selected', async () => {
    await world().student();
    expect(await succeedsWithAll(listSelectedCompanies().execute(admin))).to.deep.equal([]);
  });

  it('refuses a student', async () => {
    const student = await world().student();
    expect((await fails(listSelectedCompanies().execute(actorOf(student, 'student')))).kind).to.equal('Forbidden');
  });
});
