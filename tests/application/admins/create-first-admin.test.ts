import { expect } from 'chai';
import { COMMAND_LINE_OPERATOR } from '../../../application/actor.js';
import { CreateFirstAdmin } from '../../../application/admins/create-first-admin.js';
import { fails, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';

describe('CreateFirstAdmin', () => {
  const world = freshFairWorld();
  const createFirstAdmin = () => world().use(CreateFirstAdmin);

  it('adds the administrator while there is none, and nobody once there is one', async () => {
    const first = await succeeds(createFirstAdmin().execute(COMMAND_LINE_OPERATOR, 'root@example.org', 'first-admin'));
    expect(first?.email).to.equal('root@example.org');

    expect(
      await succeeds(createFirstAdmin().execute(COMMAND_LINE_OPERATOR, 'other@example.org', 'first-admin')),
    ).to.equal(null);
    expect(await world().store.admins.count()).to.equal(1);
  });

  it('lets several app servers starting at once on an empty store all start: one adds it, the others find it', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => createFirstAdmin().execute(COMMAND_LINE_OPERATOR, 'root@example.org', 'first-admin')()),
    );

    expect(results.every((result) => result._tag === 'Right')).to.equal(true);
    expect(results.filter((result) => result._tag === 'Right' && result.right !== null)).to.have.length(1);
    expect(await world().store.admins.count()).to.equal(1);
  });

  it('still refuses a setting that is wrong, changing nothing', async () => {
    const error = await fails(createFirstAdmin().execute(COMMAND_LINE_OPERATOR, 'root@example.org', '123'));
    expect(error.kind).to.equal('Validation');
    expect(await world().store.admins.count()).to.equal(0);
  });
});
