import { expect } from 'chai';
import { asAdmin } from '../../support/actors.js';
import { DeleteCompany } from '../../../application/companies/delete-company.js';
import { interviewEvent } from '../../../application/interviews/interview-event.js';
import type { CompanyRepository } from '../../../application/ports/persistence.js';
import type { Company } from '../../../domain/company.js';
import { aCoordinator, aSelection, aSelectionEntry } from '../../support/builders.js';
import { aPng } from '../../support/company-accounts.js';
import { aPdf } from '../../support/student-accounts.js';
import { fails, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';
import { overriding, RecordingFiles } from './company-fakes.js';

describe('DeleteCompany', () => {
  const world = freshFairWorld();
  let files: RecordingFiles;
  beforeEach(() => {
    files = new RecordingFiles(world().store.files);
  });
  const deleteCompany = (companies: CompanyRepository = world().store.companies) => {
    return world().use(DeleteCompany, { companies, files });
  };

  /** A company with a logo, a coordinator, a panel, and a student who sent it a CV and has an interview on the panel. */
  const aFairCompany = async (name: string) => {
    const logoKey = await world().store.files.put(aPng(), 'image/png');
    const company = await world().company({ companyName: name, logoKey });
    const coordinator = await world().coordinatorOf(company);
    const panel = await world().panelOf(company);
    const cvKey = await world().store.files.put(aPdf(), 'application/pdf');
    const student = await world().student({ companyCvKeys: { [company.id]: cvKey } });
    const interview = await world().interview(student, company, { panelId: panel.id, status: 'assigned', queue: 1 });
    return { company, coordinator, panel, interview, student, cvKey };
  };

  /** Everything in the store that still points at the company. */
  const pointersAt = async (company: Company) => {
    const { store } = world();
    const selecting = await store.students.listWithSelection();
    const everyone = (await store.students.search({ text: '', page: 1, pageSize: 1000 })).items;
    return {
      coordinators: (await store.coordinators.listByCompany(company.id)).length,
      panels: (await store.panels.listByCompany(company.id)).length,
      interviews: await store.interviews.count({ companyId: company.id }),
      selections: selecting.filter((student) =>
        student.selection?.selectedCompaniesbyStudent.some((entry) => entry.companyId === company.id),
      ).length,
      cvs: everyone.filter((student) => Object.hasOwn(student.companyCvKeys, company.id)).length,
    };
  };
  const nothing = { coordinators: 0, panels: 0, interviews: 0, selections: 0, cvs: 0 };

  it('deletes the company, its coordinators, panels, interviews, logo and the CVs sent to it, and takes it out of every selection', async () => {
    const doomed = await aFairCompany('Doomed');
    const kept = await aFairCompany('Kept');
    const selecting = await world().student({
      companyCvKeys: { [doomed.company.id]: doomed.cvKey, [kept.company.id]: kept.cvKey },
      selection: aSelection([
        aSelectionEntry({ companyId: kept.company.id, companyName: 'Kept', order: 1 }),
        aSelectionEntry({ companyId: doomed.company.id, companyName: 'Doomed', order: 2 }),
        aSelectionEntry({ companyId: 'bbbbbbbbbbbbbbbbbbbbbbbb', companyName: 'Third', order: 3 }),
      ]),
    });

    await succeeds(deleteCompany().execute(asAdmin(), doomed.company.id));

    expect(await world().store.companies.findById(doomed.company.id)).to.equal(null);
    expect(await pointersAt(doomed.company)).to.deep.equal(nothing);
    expect(await world().store.files.get(doomed.company.logoKey!)).to.equal(null);
    expect(await world().store.files.get(doomed.cvKey)).to.equal(null);
    expect((await world().store.students.findById(selecting.id))?.companyCvKeys).to.deep.equal({
      [kept.company.id]: kept.cvKey,
    });
    const selection = (await world().store.students.findById(selecting.id))?.selection?.selectedCompaniesbyStudent;
    expect(selection?.map((entry) => [entry.companyName, entry.order])).to.deep.equal([
      ['Kept', 1],
      ['Third', 2],
    ]);

    expect(await world().store.companies.findById(kept.company.id)).to.deep.equal({ ...kept.company, slotsFilled: 1 });
    expect(await pointersAt(kept.company)).to.deep.equal({
      coordinators: 1,
      panels: 1,
      interviews: 1,
      selections: 1,
      cvs: 2,
    });
    expect(await world().store.files.get(kept.company.logoKey!)).to.not.equal(null);
    expect(await world().store.files.get(kept.cvKey)).to.not.equal(null);
    expect(await world().store.students.findById(doomed.student.id)).to.not.equal(null);
  });

  it("tells of each of the company's interviews deleted, one event per interview, and of no other", async () => {
    const doomed = await aFairCompany('Doomed');
    const walkIn = await world().interview(await world().student(), doomed.company, { walkIn: true });
    await aFairCompany('Kept');

    await succeeds(deleteCompany().execute(asAdmin(), doomed.company.id));

    expect(world().events.of('interview.deleted')).to.have.deep.members([
      interviewEvent('interview.deleted', doomed.interview),
      interviewEvent('interview.deleted', walkIn),
    ]);
    expect(world().events.published.filter((event) => event.kind.startsWith('interview.'))).to.have.length(2);
  });

  it('removes everything that points at the company before the company itself, and the files last', async () => {
    const { company, cvKey } = await aFairCompany('Doomed');
    let pointersWhenDeleted: unknown;
    const watching = overriding(world().store.companies, {
      delete: async (id: string) => {
        pointersWhenDeleted = await pointersAt(company);
        return world().store.companies.delete(id);
      },
    });
    let recordWhenLogoDeleted: Company | null | undefined;
    files.beforeDelete = async () => {
      recordWhenLogoDeleted = await world().store.companies.findById(company.id);
    };

    await succeeds(deleteCompany(watching).execute(asAdmin(), company.id));

    expect(pointersWhenDeleted).to.deep.equal(nothing);
    expect(files.deleted).to.deep.equal([company.logoKey, cvKey]);
    expect(recordWhenLogoDeleted).to.equal(null);
  });

  it('also removes a coordinator added while the deletion ran', async () => {
    const { company } = await aFairCompany('Doomed');
    const racing = overriding(world().store.companies, {
      delete: async (id: string) => {
        await world().store.coordinators.add(aCoordinator({ companyId: id }));
        return world().store.companies.delete(id);
      },
    });
    await succeeds(deleteCompany(racing).execute(asAdmin(), company.id));
    expect(await pointersAt(company)).to.deep.equal(nothing);
  });

  it('ends the sessions of the company and of each of its coordinators, the late one too, and of no one else', async () => {
    const { company, coordinator } = await aFairCompany('Doomed');
    await aFairCompany('Kept');
    const late = aCoordinator({ companyId: company.id });
    const racing = overriding(world().store.companies, {
      delete: async (id: string) => {
        await world().store.coordinators.add(late);
        return world().store.companies.delete(id);
      },
    });

    await succeeds(deleteCompany(racing).execute(asAdmin(), company.id));

    expect(world().events.of('account.changed')).to.have.deep.members([
      { kind: 'account.changed', role: 'coordinator', accountId: coordinator.id, version: null },
      { kind: 'account.changed', role: 'company', accountId: company.id, version: null },
      { kind: 'account.changed', role: 'coordinator', accountId: late.id, version: null },
    ]);
    expect(world().events.of('account.changed')).to.have.length(3);
  });

  it('deletes a company without a logo', async () => {
    const company = await world().company();
    await succeeds(deleteCompany().execute(asAdmin(), company.id));
    expect(await world().store.companies.findById(company.id)).to.equal(null);
    expect(files.deleted).to.deep.equal([]);
  });

  it('answers NotFound for an unknown company and deletes nothing', async () => {
    const { company } = await aFairCompany('Kept');
    const error = await fails(deleteCompany().execute(asAdmin(), 'aaaaaaaaaaaaaaaaaaaaaaaa'));
    expect(error).to.deep.equal({ kind: 'NotFound', message: 'Company not found' });
    expect(await pointersAt(company)).to.deep.equal({
      coordinators: 1,
      panels: 1,
      interviews: 1,
      selections: 0,
      cvs: 1,
    });
  });
});
