import { expect } from 'chai';
import { GetCompany } from '../../../application/companies/get-company.js';
import { GetCompanyLogo } from '../../../application/companies/get-company-logo.js';
import { aPng } from '../../support/company-accounts.js';
import { actorOf, fails, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';

describe('GetCompany', () => {
  const world = freshFairWorld();
  const getCompany = () => world().use(GetCompany);

  it('without an id: the company itself, or the company a coordinator works for, in full', async () => {
    const company = await world().company();
    const coordinator = await world().coordinatorOf(company);
    for (const actor of [actorOf(company, 'company'), actorOf(coordinator, 'coordinator')]) {
      expect(await succeeds(getCompany().execute(actor, null))).to.deep.equal({ company, view: 'full' });
    }
  });

  it('without an id: asks an admin or a student which company', async () => {
    for (const role of ['admin', 'student'] as const) {
      const error = await fails(getCompany().execute({ id: 'aaaaaaaaaaaaaaaaaaaaaaaa', role }, null));
      expect(error).to.deep.include({ kind: 'Validation', message: 'Choose a company' });
    }
  });

  it('without an id: a company account that no longer exists is signed out', async () => {
    const error = await fails(getCompany().execute({ id: 'aaaaaaaaaaaaaaaaaaaaaaaa', role: 'company' }, null));
    expect(error.kind).to.equal('Unauthenticated');
  });

  it('by id: the full account for an admin, the company and its coordinators; the public profile for others', async () => {
    const company = await world().company();
    const other = await world().company();
    const coordinator = await world().coordinatorOf(company);
    const otherCoordinator = await world().coordinatorOf(other);
    const student = await world().student();
    const cases = [
      [actorOf(student, 'admin'), 'full'],
      [actorOf(company, 'company'), 'full'],
      [actorOf(coordinator, 'coordinator'), 'full'],
      [actorOf(student, 'student'), 'public'],
      [actorOf(other, 'company'), 'public'],
      [actorOf(otherCoordinator, 'coordinator'), 'public'],
    ] as const;
    for (const [actor, view] of cases) {
      expect(await succeeds(getCompany().execute(actor, company.id)), actor.role).to.deep.equal({ company, view });
    }
  });

  it('by id: NotFound for an unknown company', async () => {
    const student = await world().student();
    const error = await fails(getCompany().execute(actorOf(student, 'student'), 'aaaaaaaaaaaaaaaaaaaaaaaa'));
    expect(error).to.deep.equal({ kind: 'NotFound', message: 'Company not found' });
  });
});

describe('GetCompanyLogo', () => {
  const world = freshFairWorld();
  const getLogo = () => world().use(GetCompanyLogo);

  it("answers the company's stored logo", async () => {
    const logoKey = await world().store.files.put(aPng(), 'image/png');
    const company = await world().company({ logoKey });
    const logo = await succeeds(getLogo().execute(company.id));
    expect(logo).to.include({ contentType: 'image/png', size: aPng().length });
  });

  it('is NotFound for a company without a logo, a logo file that is gone, and an unknown company', async () => {
    const without = await world().company();
    const gone = await world().company({ logoKey: 'f'.repeat(32) });
    expect(await fails(getLogo().execute(without.id))).to.deep.equal({
      kind: 'NotFound',
      message: 'This company has no logo',
    });
    expect(await fails(getLogo().execute(gone.id))).to.deep.equal({
      kind: 'NotFound',
      message: 'This company has no logo',
    });
    expect((await fails(getLogo().execute('aaaaaaaaaaaaaaaaaaaaaaaa'))).kind).to.equal('NotFound');
  });
});
