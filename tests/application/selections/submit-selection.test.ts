import { expect } from 'chai';
import { SubmitSelection } from '../../../application/selections/submit-selection.js';
import { GetOwnSelection } from '../../../application/selections/get-own-selection.js';
import type { Company } from '../../../domain/company.js';
import type { SelectionEntry } from '../../../domain/selection.js';
import { aSelection, aSelectionEntry } from '../../support/builders.js';
import { actorOf, fails, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';
import { uncountedCompanies } from '../../support/uncounted-companies.js';

describe('SubmitSelection', () => {
  const world = freshFairWorld();
  const submitSelection = () => world().use(SubmitSelection);
  const entryFor = (company: Company, order: number, overrides: Partial<SelectionEntry> = {}): SelectionEntry => ({
    companyId: company.id,
    companyName: 'Name typed by the client',
    selectedPanel: company.panels[0] ?? '',
    order,
    ...overrides,
  });

  it('stores the selection with the companies named from the store and the server clock as submittedAt', async () => {
    const acme = await world().company({ companyName: 'Acme', panels: ['DevOps', 'Software Engineering'] });
    const globex = await world().company({ companyName: 'Globex', panels: ['Power and Energy'] });
    const student = await world().student();

    const record = await succeeds(
      submitSelection().execute(actorOf(student, 'student'), {
        interestedArea: ' Automation ',
        selectedCompaniesbyStudent: [entryFor(globex, 2), entryFor(acme, 1, { selectedPanel: 'Software Engineering' })],
      }),
    );

    expect(record.submittedAt.toISOString()).to.equal(world().clock.now().toISOString());
    expect(record.interestedArea).to.equal('Automation');
    expect(record.selectedCompaniesbyStudent).to.deep.equal([
      { companyId: acme.id, companyName: 'Acme', selectedPanel: 'Software Engineering', order: 1 },
      { companyId: globex.id, companyName: 'Globex', selectedPanel: 'Power and Energy', order: 2 },
    ]);
    const stored = await succeeds(world().use(GetOwnSelection).execute(actorOf(student, 'student')));
    expect(stored).to.deep.equal(record);
    expect(world().events.published, "the student's own profile shows the selection").to.deep.equal([
      { kind: 'student.changed', id: student.id },
    ]);
  });

  it('names the companies from their records without counting any slotsFilled', async () => {
    const acme = await world().company({ companyName: 'Acme' });
    const student = await world().student();
    const submit = world().use(SubmitSelection, { companies: uncountedCompanies(world().store.companies) });

    const record = await succeeds(
      submit.execute(actorOf(student, 'student'), {
        interestedArea: 'Automation',
        selectedCompaniesbyStudent: [entryFor(acme, 1)],
      }),
    );

    expect(record.selectedCompaniesbyStudent.map((entry) => entry.companyName)).to.deep.equal(['Acme']);
  });

  it('replaces an earlier selection, and slotsFilled of the companies of both follows', async () => {
    const kept = await world().company();
    const dropped = await world().company();
    const added = await world().company();
    const student = await world().student();
    const actor = actorOf(student, 'student');

    await succeeds(
      submitSelection().execute(actor, {
        interestedArea: 'Automation',
        selectedCompaniesbyStudent: [entryFor(kept, 1), entryFor(dropped, 2)],
      }),
    );
    expect((await world().store.companies.findById(dropped.id))?.slotsFilled).to.equal(1);

    world().clock.advance(60_000);
    const second = await succeeds(
      submitSelection().execute(actor, {
        interestedArea: 'Management',
        selectedCompaniesbyStudent: [entryFor(added, 1), entryFor(kept, 2)],
      }),
    );

    expect(second.submittedAt.toISOString()).to.equal(world().clock.now().toISOString());
    const slots = async (company: Company) => (await world().store.companies.findById(company.id))?.slotsFilled;
    expect(await slots(kept)).to.equal(1);
    expect(await slots(dropped)).to.equal(0);
    expect(await slots(added)).to.equal(1);
    expect(
      (await world().store.students.findById(student.id))?.selection?.selectedCompaniesbyStudent.map(
        (e) => e.companyId,
      ),
    ).to.deep.equal([added.id, kept.id]);
  });

  it('counts every student who lists a company', async () => {
    const company = await world().company();
    const first = await world().student();
    const second = await world().student();
    for (const student of [first, second]) {
      await succeeds(
        submitSelection().execute(actorOf(student, 'student'), {
          interestedArea: 'Automation',
          selectedCompaniesbyStudent: [entryFor(company, 1)],
        }),
      );
    }
    expect((await world().store.companies.findById(company.id))?.slotsFilled).to.equal(2);
  });

  describe('refuses, storing nothing and counting nothing,', () => {
    const refusal = async (
      build: (company: Company) => { interestedArea: string; selectedCompaniesbyStudent: SelectionEntry[] },
    ) => {
      const company = await world().company({ companyName: 'Acme', panels: ['DevOps'] });
      const student = await world().student();
      const error = await fails(submitSelection().execute(actorOf(student, 'student'), build(company)));
      expect((await world().store.students.findById(student.id))?.selection).to.equal(null);
      expect((await world().store.companies.findById(company.id))?.slotsFilled).to.equal(0);
      return error;
    };

    it("a company listed twice with 'Company is already in the selection list'", async () => {
      const error = await refusal((company) => ({
        interestedArea: 'Automation',
        selectedCompaniesbyStudent: [entryFor(company, 1), entryFor(company, 2)],
      }));
      expect(error).to.deep.include({ kind: 'Validation', message: 'Company is already in the selection list' });
    });

    it('an eleventh company', async () => {
      const others = await Promise.all(Array.from({ length: 10 }, () => world().company()));
      const error = await refusal((company) => ({
        interestedArea: 'Automation',
        selectedCompaniesbyStudent: [company, ...others].map((c, index) => entryFor(c, index + 1)),
      }));
      expect(error).to.deep.include({ kind: 'Validation', message: 'You can select at most 10 companies' });
    });

    it('a company that does not exist', async () => {
      const error = await refusal((company) => ({
        interestedArea: 'Automation',
        selectedCompaniesbyStudent: [entryFor(company, 1), aSelectionEntry({ order: 2 })],
      }));
      expect(error).to.deep.include({ kind: 'Validation', message: 'A selected company does not exist' });
    });

    it('a panel the company does not offer', async () => {
      const error = await refusal((company) => ({
        interestedArea: 'Automation',
        selectedCompaniesbyStudent: [entryFor(company, 1, { selectedPanel: 'Business Analysis' })],
      }));
      expect(error).to.deep.include({ kind: 'Validation', message: 'Acme does not offer the panel Business Analysis' });
    });

    it('an interested area outside the list', async () => {
      const error = await refusal((company) => ({
        interestedArea: 'Cooking',
        selectedCompaniesbyStudent: [entryFor(company, 1)],
      }));
      expect(error).to.deep.include({ kind: 'Validation', message: 'Interested area must be one of the listed areas' });
    });

    it('priorities that do not run 1..n', async () => {
      const other = await world().company();
      const error = await refusal((company) => ({
        interestedArea: 'Automation',
        selectedCompaniesbyStudent: [entryFor(company, 1), entryFor(other, 3)],
      }));
      expect(error).to.deep.include({
        kind: 'Validation',
        message: 'Priorities must run 1, 2, 3 … without gaps or repeats',
      });
    });
  });

  it('answers a student account that no longer exists with Unauthenticated', async () => {
    const company = await world().company();
    const error = await fails(
      submitSelection().execute(
        { id: 'ffffffffffffffffffffffff', role: 'student' },
        { interestedArea: 'Automation', selectedCompaniesbyStudent: [entryFor(company, 1)] },
      ),
    );
    expect(error.kind).to.equal('Unauthenticated');
  });
});

describe('GetOwnSelection', () => {
  const world = freshFairWorld();

  it('gives null before the first submission', async () => {
    const student = await world().student();
    expect(await succeeds(world().use(GetOwnSelection).execute(actorOf(student, 'student')))).to.equal(null);
  });

  it('gives the stored selection', async () => {
    const selection = aSelection([aSelectionEntry()]);
    const student = await world().student({ selection });
    expect(await succeeds(world().use(GetOwnSelection).execute(actorOf(student, 'student')))).to.deep.equal(selection);
  });
});
