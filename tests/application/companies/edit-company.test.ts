import { expect } from 'chai';
import { asAdmin } from '../../support/actors.js';
import { EditCompany } from '../../../application/companies/edit-company.js';
import type { CompanyRepository } from '../../../application/ports/persistence.js';
import { aCompanyForm, aCompanyFormsDetails } from '../../domain/form-builders.js';
import { aJpeg, aPng } from '../../support/company-accounts.js';
import { fails, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';
import { overriding, RecordingFiles } from './company-fakes.js';

describe('EditCompany', () => {
  const world = freshFairWorld();
  let files: RecordingFiles;
  beforeEach(() => {
    files = new RecordingFiles(world().store.files);
  });
  const editCompany = (companies: CompanyRepository = world().store.companies) =>
    world().use(EditCompany, { companies, files });
  const editForm = aCompanyForm({ password: '', confirmpassword: '' });

  const companyWithLogo = async () => {
    const logoKey = await world().store.files.put(aPng(), 'image/png');
    return world().company({ logoKey, passwordHash: 'hashed:old-password', walkingStatus: true });
  };

  it('changes the form fields, keeps the password, the logo and walkingStatus', async () => {
    const company = await companyWithLogo();
    const edited = await succeeds(editCompany().execute(asAdmin(), company.id, { form: editForm, logo: null }));
    expect(edited).to.deep.equal({
      ...company,
      ...aCompanyFormsDetails(),
    });
    expect(files.deleted).to.deep.equal([]);
    expect(world().events.published).to.deep.equal([{ kind: 'company.changed', id: company.id }]);
  });

  it("hashes a new password when one is given, ending the company's earlier sessions", async () => {
    const company = await companyWithLogo();
    const edited = await succeeds(
      editCompany().execute(asAdmin(), company.id, {
        form: aCompanyForm({ password: 'newpass1', confirmpassword: 'newpass1' }),
        logo: null,
      }),
    );
    expect(edited).to.deep.include({ passwordHash: 'hashed:newpass1', sessionVersion: 1 });
    expect(world().events.of('account.changed')).to.deep.equal([
      { kind: 'account.changed', role: 'company', accountId: company.id, version: 1 },
    ]);
  });

  it('points the company at the new logo, and deletes the old one only once the record points at the new', async () => {
    const company = await companyWithLogo();
    let recordWhenOldDeleted: string | null | undefined;
    files.beforeDelete = async () => {
      recordWhenOldDeleted = (await world().store.companies.findById(company.id))?.logoKey;
    };
    const edited = await succeeds(
      editCompany().execute(asAdmin(), company.id, { form: editForm, logo: { bytes: aJpeg() } }),
    );
    expect(edited.logoKey).to.not.equal(company.logoKey);
    expect(files.deleted).to.deep.equal([company.logoKey]);
    expect(recordWhenOldDeleted).to.equal(edited.logoKey);
    expect((await world().store.files.get(edited.logoKey!))?.contentType).to.equal('image/jpeg');
    expect(await world().store.files.get(company.logoKey!)).to.equal(null);
  });

  it('keeps the old logo and leaves no new one when the record cannot be written', async () => {
    const company = await companyWithLogo();
    const failing = overriding(world().store.companies, {
      update: async () => {
        throw new Error('database unavailable');
      },
    });
    const error = await fails(
      editCompany(failing).execute(asAdmin(), company.id, { form: editForm, logo: { bytes: aJpeg() } }),
    );
    expect(error.kind).to.equal('Unexpected');
    expect(await files.remaining(), 'new files left behind').to.deep.equal([]);
    expect(await world().store.companies.findById(company.id)).to.deep.equal(company);
    expect(await world().store.files.get(company.logoKey!)).to.not.equal(null);
  });

  it('answers NotFound and leaves no new logo when the company is deleted while the edit runs', async () => {
    const company = await companyWithLogo();
    const racing = overriding(world().store.companies, {
      update: async (id, changes) => {
        await world().store.companies.delete(id);
        await world().store.companies.update(id, changes);
      },
    });
    const error = await fails(
      editCompany(racing).execute(asAdmin(), company.id, { form: editForm, logo: { bytes: aJpeg() } }),
    );
    expect(error).to.deep.equal({ kind: 'NotFound', message: 'Company not found' });
    expect(await files.remaining()).to.deep.equal([]);
  });

  it('refuses a form that breaks the edit rules, changing nothing', async () => {
    const company = await companyWithLogo();
    const error = await fails(
      editCompany().execute(asAdmin(), company.id, {
        form: aCompanyForm({ panels: [], confirmpassword: 'other' }),
        logo: { bytes: aPng() },
      }),
    );
    expect(error.kind === 'Validation' && error.failures).to.deep.equal([
      { field: 'panels', message: 'Choose at least one panel' },
      { field: 'confirmpassword', message: 'Passwords do not match' },
    ]);
    expect(files.putKeys).to.deep.equal([]);
    expect(await world().store.companies.findById(company.id)).to.deep.equal(company);
    expect(world().events.published).to.deep.equal([]);
  });

  it('answers NotFound for an unknown company', async () => {
    const error = await fails(
      editCompany().execute(asAdmin(), 'aaaaaaaaaaaaaaaaaaaaaaaa', { form: editForm, logo: null }),
    );
    expect(error).to.deep.equal({ kind: 'NotFound', message: 'Company not found' });
  });
});
