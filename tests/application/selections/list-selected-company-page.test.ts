import { expect } from 'chai';
import { ListSelectedCompanies } from '../../../application/selections/list-selected-companies.js';
import { ListSelectedCompanyPage } from '../../../application/selections/list-selected-company-page.js';
import type { SelectedCompanyRow } from '../../../application/selections/list-selected-companies.js';
import { allocationEntries, COMPANY_SELECT_PAGE_SIZE, sortForCompanySelect } from '../../../domain/allocation.js';
import type { Company } from '../../../domain/company.js';
import { aSelection } from '../../support/builders.js';
import { freshFairWorld, succeeds, succeedsWithAll } from '../../support/fair-operations-store.js';

/** A fixed sequence of numbers in [0, 1), so the fair is the same on every run. */
const numbers = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const keyOf = (row: SelectedCompanyRow) =>
  `${row.entry.companyName}/${row.student.commonName}/${row.interview?.interview.id ?? '-'}`;

describe('ListSelectedCompanyPage', () => {
  const world = freshFairWorld();
  const admin = { id: 'aaaaaaaaaaaaaaaaaaaaaaaa', role: 'admin' } as const;
  let companies: Company[];

  /** Five companies, two of them of one name, and sixty students choosing among them at random. */
  beforeEach(async () => {
    const random = numbers(21);
    companies = [
      await world().company({ companyName: 'Gamma', areas: ['Automation'] }),
      await world().company({ companyName: 'Beta', areas: ['Management'] }),
      await world().company({ companyName: 'Alpha', areas: ['Automation'] }),
      await world().company({ companyName: 'Beta', areas: ['Automation'] }),
      await world().company({ companyName: 'Company 10', areas: ['Power Systems'] }),
    ];
    for (let index = 0; index < 60; index += 1) {
      const chosen = companies.filter(() => random() < 0.5);
      const area = ['Automation', 'Management', 'Power Systems'][Math.floor(random() * 3)]!;
      const minute = String(Math.floor(random() * 60)).padStart(2, '0');
      const student = await world().student({
        commonName: `student ${String(index).padStart(2, '0')}`,
        selection: aSelection(
          chosen.map((company, order) => ({
            companyId: company.id,
            companyName: company.companyName,
            selectedPanel: company.panels[0] ?? '',
            order: order + 1,
          })),
          { interestedArea: area, submittedAt: new Date(`2026-03-01T08:${minute}:00Z`) },
        ),
      });
      const first = chosen[0];
      if (first !== undefined && random() < 0.3) await world().interview(student, first);
    }
  });

  const whole = async () => (await succeedsWithAll(world().use(ListSelectedCompanies).execute(admin))).map(keyOf);
  const pages = async (student: string, company: string) => {
    const keys: string[] = [];
    for (let page = 1; ; page += 1) {
      const found = await succeeds(world().use(ListSelectedCompanyPage).execute({ student, company, page }));
      expect(found.pageSize).to.equal(COMPANY_SELECT_PAGE_SIZE);
      expect(found.items.length).to.be.at.most(COMPANY_SELECT_PAGE_SIZE);
      keys.push(...found.items.map(keyOf));
      if (found.items.length < COMPANY_SELECT_PAGE_SIZE) {
        expect(keys).to.have.length(found.total);
        return keys;
      }
    }
  };

  it('cuts the whole list into pages: every page in turn is the whole list, in its order, with its total', async () => {
    const all = await whole();
    expect(all.length).to.be.greaterThan(3 * COMPANY_SELECT_PAGE_SIZE);
    expect(await pages('', '')).to.deep.equal(all);
  });

  it('searches by company name and by student, each page in turn the whole list narrowed alike', async () => {
    const all = await whole();
    expect(await pages('', 'bET')).to.deep.equal(all.filter((key) => key.startsWith('Beta/')));
    expect(await pages('student 1', '')).to.deep.equal(all.filter((key) => key.split('/')[1]!.startsWith('student 1')));
    expect(await pages('student 2', 'alpha')).to.deep.equal(all.filter((key) => key.startsWith('Alpha/student 2')));
    expect(await pages('nobody', '')).to.deep.equal([]);
  });

  it('reads the whole list a few rows at a time as every entry of every submitted selection in the company-select order, equal submissions in the order of the students', async () => {
    const students = await world().store.students.listWithSelection();
    const interviews = await world().store.interviews.list({});
    const sorted = sortForCompanySelect(allocationEntries(students, await world().store.companies.list()));
    const expected = sorted.map((entry) => {
      const student = students.find((each) => each.id === entry.studentId)!;
      const interview = interviews.find((each) => each.studentId === student.id && each.companyId === entry.companyId);
      return `${entry.companyName}/${student.commonName}/${interview?.id ?? '-'}`;
    });

    for (const piece of [1, 7, 500]) {
      const rows = await succeedsWithAll(world().use(ListSelectedCompanies).execute(admin, piece));
      expect(rows.map(keyOf)).to.deep.equal(expected);
    }
  });

  it('answers an empty page past the end, with the total', async () => {
    const found = await succeeds(world().use(ListSelectedCompanyPage).execute({ student: '', company: '', page: 99 }));
    expect(found.items).to.deep.equal([]);
    expect(found.total).to.equal((await whole()).length);
  });
});
