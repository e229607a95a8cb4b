import { expect } from 'chai';
import { asAdmin } from '../../support/actors.js';
import { AddCoordinator } from '../../../application/coordinators/add-coordinator.js';
import { DeleteCoordinator } from '../../../application/coordinators/delete-coordinator.js';
import { GetCoordinator } from '../../../application/coordinators/get-coordinator.js';
import { ListCoordinators } from '../../../application/coordinators/list-coordinators.js';
import { SignInCoordinator } from '../../../application/sessions/sign-in-coordinator.js';
import { anAddCoordinatorForm } from '../../domain/form-builders.js';
import { profileOf } from '../../support/builders.js';
import { actorOf, fails, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';

describe('AddCoordinator', () => {
  const world = freshFairWorld();
  const addCoordinator = () => {
    return world().use(AddCoordinator);
  };

  it('stores a coordinator bound to an existing company, its e-mail normalised and its password hashed', async () => {
    const company = await world().company();
    const account = await succeeds(
      addCoordinator().execute(asAdmin(), anAddCoordinatorForm({ email: ' Kamal@Fair.TEST ', company: company.id })),
    );
    expect(account.company).to.deep.equal(profileOf(company));
    expect(account.coordinator).to.deep.include({
      email: 'kamal@fair.test',
      name: 'Kamal Silva',
      companyId: company.id,
      passwordHash: 'hashed:secret7',
      createdAt: world().clock.now(),
    });
    expect(await world().store.coordinators.findById(account.coordinator.id)).to.deep.equal(account.coordinator);
  });

  it('refuses a company that does not exist on the company field, storing nothing', async () => {
    const error = await fails(addCoordinator().execute(asAdmin(), anAddCoordinatorForm()));
    expect(error.kind === 'Validation' && error.failures).to.deep.equal([
      { field: 'company', message: 'Company not found' },
    ]);
    expect(await world().store.coordinators.list()).to.deep.equal([]);
  });

  it('checks the form before the company', async () => {
    const error = await fails(addCoordinator().execute(asAdmin(), anAddCoordinatorForm({ confirmpassword: 'other' })));
    expect(error).to.deep.include({ kind: 'Validation', message: 'Passwords do not match' });
  });

  it('refuses an e-mail another coordinator has with a Conflict', async () => {
    const company = await world().company();
    await succeeds(addCoordinator().execute(asAdmin(), anAddCoordinatorForm({ company: company.id })));
    const error = await fails(
      addCoordinator().execute(
        asAdmin(),
        anAddCoordinatorForm({ company: company.id, email: 'COORDINATOR@fair.test' }),
      ),
    );
    expect(error).to.deep.equal({ kind: 'Conflict', message: 'An account with this email already exists' });
  });
});

describe('ListCoordinators and GetCoordinator', () => {
  const world = freshFairWorld();

  it('pair every coordinator with its company', async () => {
    const acme = await world().company({ companyName: 'Acme' });
    const globex = await world().company({ companyName: 'Globex' });
    const first = await world().coordinatorOf(acme, { createdAt: new Date('2026-01-01T00:00:00Z') });
    const second = await world().coordinatorOf(globex, { createdAt: new Date('2026-01-02T00:00:00Z') });
    const list = await succeeds(world().use(ListCoordinators).execute());
    expect(list).to.deep.equal([
      { coordinator: first, company: profileOf(acme) },
      { coordinator: second, company: profileOf(globex) },
    ]);
    const own = await succeeds(world().use(GetCoordinator).execute(actorOf(second, 'coordinator')));
    expect(own).to.deep.equal({ coordinator: second, company: profileOf(globex) });
  });

  it('signs out a coordinator whose account is gone', async () => {
    const error = await fails(
      world().use(GetCoordinator).execute({
        id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
        role: 'coordinator',
      }),
    );
    expect(error.kind).to.equal('Unauthenticated');
  });
});

describe('DeleteCoordinator', () => {
  const world = freshFairWorld();

  it('deletes the coordinator only, and is NotFound the second time', async () => {
    const company = await world().company();
    const coordinator = await world().coordinatorOf(company);
    const deleteCoordinator = world().use(DeleteCoordinator);
    await succeeds(deleteCoordinator.execute(asAdmin(), coordinator.id));
    expect(await world().store.coordinators.findById(coordinator.id)).to.equal(null);
    expect(world().events.of('account.changed')).to.deep.equal([
      { kind: 'account.changed', role: 'coordinator', accountId: coordinator.id, version: null },
    ]);
    expect(await world().store.companies.findById(company.id)).to.deep.equal(company);
    expect(await fails(deleteCoordinator.execute(asAdmin(), coordinator.id))).to.deep.equal({
      kind: 'NotFound',
      message: 'Coordinator not found',
    });
  });
});

describe('SignInCoordinator', () => {
  const world = freshFairWorld();
  const tokens = {
    issue: (claims: { sub: string; role: string }) => `${claims.role}:${claims.sub}`,
    verify: () => null,
  };
  const signIn = () => world().use(SignInCoordinator, { tokens });

  it('answers the coordinator with its company, a coordinator token and role', async () => {
    const company = await world().company();
    const coordinator = await world().coordinatorOf(company, { passwordHash: 'hashed:right-pass' });
    const signedIn = await succeeds(
      signIn().execute({ email: coordinator.email.toUpperCase(), password: 'right-pass' }),
    );
    expect(signedIn).to.deep.equal({
      account: { coordinator, company: profileOf(company) },
      role: 'coordinator',
      token: `coordinator:${coordinator.id}`,
    });
  });

  it('refuses a wrong password and an unknown e-mail with the same Unauthenticated answer', async () => {
    const coordinator = await world().coordinatorOf(await world().company(), { passwordHash: 'hashed:right-pass' });
    const wrong = await fails(signIn().execute({ email: coordinator.email, password: 'wrong-pass' }));
    const unknown = await fails(signIn().execute({ email: 'nobody@fair.test', password: 'wrong-pass' }));
    expect(wrong).to.deep.equal(unknown);
    expect(wrong.kind).to.equal('Unauthenticated');
  });
});
