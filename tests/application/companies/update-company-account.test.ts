import { expect } from 'chai';
import { UpdateCompanyAccount } from '../../../application/companies/update-company-account.js';
import { aPng } from '../../support/company-accounts.js';
import { actorOf, fails, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';
import { overriding, RecordingFiles } from './company-fakes.js';

describe('UpdateCompanyAccount', () => {
  const world = freshFairWorld();
  let files: RecordingFiles;
  beforeEach(() => {
    files = new RecordingFiles(world().store.files);
  });
  const updateAccount = () => world().use(UpdateCompanyAccount, { files });
  const noChange = { profile: null, password: null, logo: null };

  it('changes only name, description and tags from the profile form', async () => {
    const company = await world().company({ description: 'Old', tags: ['Old'] });
    const updated = await succeeds(
      updateAccount().execute(actorOf(company, 'company'), company.id, {
        ...noChange,
        profile: { companyName: ' New Name ', description: ' New ', tags: ['AI', ' AI ', 'Cloud'] },
      }),
    );
    expect(updated).to.deep.equal({ ...company, companyName: 'New Name', description: 'New', tags: ['AI', 'Cloud'] });
    expect(world().events.published).to.deep.equal([{ kind: 'company.changed', id: company.id }]);
  });

  it("keeps what the admin changed while the company's own edit ran: only the company's fields are written", async () => {
    const company = await world().company({ contactPerson: 'Before', description: 'Old' });
    const racing = overriding(world().store.companies, {
      findById: async (id: string) => {
        const read = await world().store.companies.findById(id);
        await world().store.companies.update(id, { contactPerson: 'Set by the admin meanwhile' });
        return read;
      },
    });
    const updateWith = world().use(UpdateCompanyAccount, { companies: racing, files });

    await succeeds(
      updateWith.execute(actorOf(company, 'company'), company.id, {
        ...noChange,
        profile: { companyName: company.companyName, description: 'New' },
      }),
    );

    expect(await world().store.companies.findById(company.id)).to.deep.include({
      contactPerson: 'Set by the admin meanwhile',
      description: 'New',
    });
  });

  it('changes the password and the profile in one request', async () => {
    const company = await world().company();
    const updated = await succeeds(
      updateAccount().execute(actorOf(company, 'company'), company.id, {
        ...noChange,
        profile: { companyName: 'Renamed' },
        password: { password: 'new-secret', confirmpassword: 'new-secret' },
      }),
    );
    expect(updated).to.include({ companyName: 'Renamed', passwordHash: 'hashed:new-secret' });
  });

  it("reports both forms' failures at once and changes nothing", async () => {
    const company = await world().company();
    const error = await fails(
      updateAccount().execute(actorOf(company, 'company'), company.id, {
        profile: { companyName: '' },
        password: { password: 'abc', confirmpassword: 'abd' },
        logo: { bytes: aPng() },
      }),
    );
    expect(error.kind === 'Validation' && error.failures).to.deep.equal([
      { field: 'companyName', message: 'Company name is required' },
      { field: 'password', message: 'Password should contain at least 6 digits' },
      { field: 'confirmpassword', message: 'Password does not match!' },
    ]);
    expect(files.putKeys).to.deep.equal([]);
    expect(await world().store.companies.findById(company.id)).to.deep.equal(company);
    expect(world().events.published).to.deep.equal([]);
  });

  it('replaces the logo and deletes the old one', async () => {
    const oldKey = await world().store.files.put(aPng(), 'image/png');
    const company = await world().company({ logoKey: oldKey });
    const updated = await succeeds(
      updateAccount().execute(actorOf(company, 'company'), company.id, { ...noChange, logo: { bytes: aPng(80) } }),
    );
    expect(updated.logoKey).to.not.equal(oldKey);
    expect(await world().store.files.get(oldKey)).to.equal(null);
  });

  it('refuses a request with nothing to change', async () => {
    const company = await world().company();
    const error = await fails(updateAccount().execute(actorOf(company, 'company'), company.id, noChange));
    expect(error).to.deep.include({ kind: 'Validation', message: 'Nothing to update' });
  });

  it('lets a company change only its own account: another company and its coordinator are Forbidden', async () => {
    const company = await world().company();
    const other = await world().company();
    const coordinator = await world().coordinatorOf(company);
    const change = { ...noChange, profile: { companyName: 'Taken over' } };
    for (const actor of [actorOf(other, 'company'), actorOf(coordinator, 'coordinator'), actorOf(other, 'admin')]) {
      const error = await fails(updateAccount().execute(actor, company.id, change));
      expect(error).to.deep.equal({ kind: 'Forbidden', message: 'A company can change only its own account' });
    }
    expect(await world().store.companies.findById(company.id)).to.deep.equal(company);
  });
});
