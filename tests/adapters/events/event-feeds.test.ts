import { MongoClient } from 'mongodb';
import { InProcessEventFeed } from '../../../adapters/events/in-process-event-feed.js';
import { MongoEventFeed } from '../../../adapters/events/mongo-event-feed.js';
import { useMongoServer } from '../persistence/mongo-server.js';
import { eventFeedContract, hearing } from './event-feed.contract.js';

describe('In-process event feed (embedded store)', () => {
  eventFeedContract(async () => {
    const listenerErrors: unknown[] = [];
    const feed = new InProcessEventFeed({ onListenerError: (error) => listenerErrors.push(error) });
    return {
      servers: [feed, feed],
      listenerErrors,
      delivered: () => new Promise((resolve) => setImmediate(resolve)),
      close: () => feed.close(),
    };
  });
});

describe('MongoDB event feed (change streams)', () => {
  const mongo = useMongoServer('MongoDB event feed contract');

  eventFeedContract(async () => {
    const { uri, newDatabaseName } = mongo();
    const databaseName = newDatabaseName();
    // Each app server has a client of its own; a witness server tells when an event has gone round.
    const clients = await Promise.all([0, 1, 2].map(() => MongoClient.connect(uri)));
    const listenerErrors: unknown[] = [];
    const [one, two, witness] = await Promise.all(
      clients.map((client) =>
        MongoEventFeed.open(client.db(databaseName), { onListenerError: (error) => listenerErrors.push(error) }),
      ),
    );
    if (one === undefined || two === undefined || witness === undefined) throw new Error('three feeds were opened');
    return {
      servers: [one, two],
      listenerErrors,
      delivered: async () => {
        const watching = hearing(witness);
        await witness.publish({ kind: 'company.changed', id: 'delivered-marker' });
        await watching.until(1);
        watching.unsubscribe();
      },
      close: async () => {
        await Promise.all([one, two, witness].map((feed) => feed.close()));
        await Promise.all(clients.map((client) => client.close()));
      },
    };
  });
});
