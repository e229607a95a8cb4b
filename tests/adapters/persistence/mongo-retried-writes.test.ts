import { expect } from 'chai';
import { MONGO_CLIENT_OPTIONS } from '../../../adapters/persistence/mongo-client.js';
import { DeleteInterview } from '../../../application/interviews/delete-interview.js';
import { interviewEvent } from '../../../application/interviews/interview-event.js';
import { ChangeWalkingStatus } from '../../../application/walk-in/change-walking-status.js';
import { asAdmin } from '../../support/actors.js';
import { FairWorld, succeeds } from '../../support/fair-operations-store.js';
import { failNext, openMigratedMongoStore, useMongoServer } from './mongo-server.js';

describe('A use case whose single-document write loses its connection on MongoDB (a failover, a dropped connection)', () => {
  const mongo = useMongoServer('MongoDB retried writes of the use cases');
  let world: FairWorld;
  beforeEach(async () => {
    const { uri, newDatabaseName } = mongo();
    world = FairWorld.on(await openMigratedMongoStore(uri, newDatabaseName()));
  });
  afterEach(() => world?.close());

  /** The server drops the connection of the portal's next command of this name, after carrying it out or not. */
  const dropping = (command: 'delete' | 'update') =>
    failNext(mongo().uri, { failCommands: [command], closeConnection: true, appName: MONGO_CLIENT_OPTIONS.appName });

  it('deletes an interview once, answers it deleted and tells interview.deleted: the driver retried the delete', async () => {
    const company = await world.company();
    const interview = await world.interview(await world.student(), company);

    const turnOff = await dropping('delete');
    try {
      const deleted = await succeeds(world.use(DeleteInterview).execute(asAdmin(), interview.id));
      expect(deleted.interview.id).to.equal(interview.id);
    } finally {
      await turnOff();
    }

    expect(await world.store.interviews.findById(interview.id)).to.equal(null);
    expect(world.events.published).to.deep.equal([interviewEvent('interview.deleted', interview)]);
  });

  it('opens walk-ins once and tells walk-in.opened: the driver retried the update', async () => {
    const company = await world.company({ walkingStatus: false });

    const turnOff = await dropping('update');
    try {
      await succeeds(world.use(ChangeWalkingStatus).execute(asAdmin(), company.id, true));
    } finally {
      await turnOff();
    }

    expect((await world.store.companies.findById(company.id))?.walkingStatus).to.equal(true);
    expect(world.events.published).to.deep.equal([{ kind: 'walk-in.opened', companyId: company.id }]);
  });
});
