import { expect } from 'chai';
import { asAdmin } from '../../support/actors.js';
import { CreateCompany } from '../../../application/companies/create-company.js';
import type { CompanyRepository } from '../../../application/ports/persistence.js';
import { aCompanyForm } from '../../domain/form-builders.js';
import { aJpeg, aPng } from '../../support/company-accounts.js';
import { fails, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';
import { overriding, RecordingFiles } from './company-fakes.js';

describe('CreateCompany', () => {
  const world = freshFairWorld();
  let files: RecordingFiles;
  beforeEach(() => {
    files = new RecordingFiles(world().store.files);
  });
  const createCompany = (companies: CompanyRepository = world().store.companies) =>
    world().use(CreateCompany, { companies, files });

  it('stores the company with a hashed password, no selections and walk-in closed', async () => {
    const company = await succeeds(createCompany().execute(asAdmin(), { form: aCompanyForm(), logo: null }));
    expect(company).to.deep.include({
      username: 'acme',
      companyName: 'Acme Engineering',
      numberOfInterviews: 12,
      panelsCount: 2,
      passwordHash: 'hashed:secret7',
      logoKey: null,
      slotsFilled: 0,
      walkingStatus: false,
      createdAt: world().clock.now(),
    });
    expect(await world().store.companies.findById(company.id)).to.deep.equal(company);
  });

  it('stores the logo under the type its bytes show, and points the company at it', async () => {
    const company = await succeeds(
      createCompany().execute(asAdmin(), { form: aCompanyForm(), logo: { bytes: aJpeg() } }),
    );
    const logo = await world().store.files.get(company.logoKey!);
    expect(logo?.contentType).to.equal('image/jpeg');
    expect(logo?.size).to.equal(aJpeg().length);
  });

  it('refuses an invalid form with all its failures and stores nothing, not even the logo', async () => {
    const error = await fails(
      createCompany().execute(asAdmin(), {
        form: aCompanyForm({ email: 'nope', numberOfInterviews: '-1' }),
        logo: { bytes: aPng() },
      }),
    );
    expect(error).to.deep.include({ kind: 'Validation' });
    expect(error.kind === 'Validation' && error.failures).to.deep.equal([
      { field: 'email', message: 'Invalid email' },
      { field: 'numberOfInterviews', message: 'Invalid number' },
    ]);
    expect(files.putKeys).to.deep.equal([]);
    expect(await world().store.companies.list()).to.deep.equal([]);
  });

  it('refuses a logo over 2 MB and one that is neither PNG nor JPEG, before storing anything', async () => {
    const tooLarge = await fails(
      createCompany().execute(asAdmin(), { form: aCompanyForm(), logo: { bytes: aPng(2 * 1024 * 1024 + 1) } }),
    );
    expect(tooLarge).to.deep.equal({ kind: 'PayloadTooLarge', message: 'Logo must be at most 2 MB' });
    const notImage = await fails(
      createCompany().execute(asAdmin(), {
        form: aCompanyForm(),
        logo: { bytes: new TextEncoder().encode('%PDF-1.4') },
      }),
    );
    expect(notImage).to.deep.equal({ kind: 'UnsupportedMediaType', message: 'Image must be a PNG or JPEG file' });
    expect(files.putKeys).to.deep.equal([]);
    expect(await world().store.companies.list()).to.deep.equal([]);
  });

  it('accepts a logo of exactly 2 MB', async () => {
    const company = await succeeds(
      createCompany().execute(asAdmin(), { form: aCompanyForm(), logo: { bytes: aPng(2 * 1024 * 1024) } }),
    );
    expect(company.logoKey).to.be.a('string');
  });

  it('refuses a taken username with a Conflict and deletes the logo it had stored', async () => {
    await succeeds(createCompany().execute(asAdmin(), { form: aCompanyForm(), logo: null }));
    const error = await fails(
      createCompany().execute(asAdmin(), { form: aCompanyForm({ email: 'other@acme.test' }), logo: { bytes: aPng() } }),
    );
    expect(error).to.deep.equal({ kind: 'Conflict', message: 'A company with this username already exists' });
    expect(files.putKeys).to.have.length(1);
    expect(await files.remaining()).to.deep.equal([]);
  });

  it('deletes the stored logo when the record cannot be written for any other reason', async () => {
    const failing = overriding(world().store.companies, {
      add: async () => {
        throw new Error('database unavailable');
      },
    });
    const error = await fails(
      createCompany(failing).execute(asAdmin(), { form: aCompanyForm(), logo: { bytes: aPng() } }),
    );
    expect(error.kind).to.equal('Unexpected');
    expect(files.putKeys).to.have.length(1);
    expect(await files.remaining()).to.deep.equal([]);
  });
});
