import { expect } from 'chai';
import { MongoClient } from 'mongodb';
import { HISTORY_GONE } from '../../../application/ports/events.js';
import { InProcessEventFeed } from '../../../adapters/events/in-process-event-feed.js';
import { EVENTS_COLLECTION, MongoEventFeed } from '../../../adapters/events/mongo-event-feed.js';
import { failNext, useMongoServer } from '../persistence/mongo-server.js';
import { type ClosableFeed, deliveryMarker, eventFeedContract, hearing } from './event-feed.contract.js';

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

describe('In-process event feed: the recent history `since` tells', () => {
  const panelAdded = (n: number) => ({ kind: 'panel.added', panelId: `panel-${n}`, companyId: 'company' }) as const;

  it('tells nothing older than the last so many events: an id before them is gone', async () => {
    const feed = new InProcessEventFeed({ keepEvents: 3 });
    const heard = hearing(feed);
    for (let n = 1; n <= 5; n += 1) await feed.publish(panelAdded(n));
    await heard.until(5);

    expect(await feed.since(heard.ids[0]!)).to.equal(HISTORY_GONE);
    expect(await feed.since(heard.ids[1]!)).to.equal(HISTORY_GONE);
    expect((await feed.since(heard.ids[2]!)) as unknown).to.deep.equal(
      [4, 5].map((n) => ({ id: heard.ids[n - 1], event: panelAdded(n) })),
    );
    await feed.close();
  });

  it('tells nothing older than its time span: an id whose event has aged out is gone', async () => {
    let now = Date.parse('2026-03-14T09:00:00Z');
    const feed = new InProcessEventFeed({ keepMs: 60_000, now: () => now });
    const heard = hearing(feed);
    await feed.publish(panelAdded(1));
    now += 45_000;
    await feed.publish(panelAdded(2));
    await feed.publish(panelAdded(3));
    await heard.until(3);

    now += 30_000;
    expect(await feed.since(heard.ids[0]!)).to.equal(HISTORY_GONE);
    expect(await feed.since(heard.ids[1]!)).to.deep.equal([{ id: heard.ids[2], event: panelAdded(3) }]);
    now += 60_000;
    expect(await feed.since(heard.ids[1]!)).to.equal(HISTORY_GONE);
    expect(await feed.since(heard.ids[2]!), 'nothing missed after the last event').to.deep.equal([]);
    await feed.close();
  });

  it("knows no id of another run: a restarted portal's feed answers gone", async () => {
    const before = new InProcessEventFeed();
    const heard = hearing(before);
    await before.publish(panelAdded(1));
    await heard.until(1);
    await before.close();
    const after = new InProcessEventFeed();
    await after.publish(panelAdded(2));

    expect(await after.since(heard.ids[0]!)).to.equal(HISTORY_GONE);
    await after.close();
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
    const open = new Set<MongoEventFeed>([one, two, witness]);
    const closable = (feed: MongoEventFeed): ClosableFeed => ({
      publish: (event) => feed.publish(event),
      subscribe: (listener) => feed.subscribe(listener),
      onGap: (listener) => feed.onGap(listener),
      since: (id) => feed.since(id),
      close: async () => {
        open.delete(feed);
        await feed.close();
      },
    });
    return {
      servers: [closable(one), closable(two)],
      listenerErrors,
      // A marker of its own, heard by every feed still open: each feed hears inserts in the order made,
      // so whatever was published before the marker has reached every subscriber of every feed.
      delivered: async () => {
        const marker = deliveryMarker();
        const heard = [...open].map(
          (feed) =>
            new Promise<void>((resolve) => {
              const unsubscribe = feed.subscribe((event) => {
                if (event.kind !== 'company.changed' || event.id !== marker.id) return;
                unsubscribe();
                resolve();
              });
            }),
        );
        await witness.publish(marker);
        await Promise.all(heard);
      },
      close: async () => {
        await Promise.all([one, two, witness].map((feed) => feed.close()));
        await Promise.all(clients.map((client) => client.close()));
      },
    };
  });
});

/** The client names of two app servers' feeds, so a fail point can pick one of them. */
const SERVER_APPS = ['feed-server-0', 'feed-server-1'] as const;

/** Two app servers' feeds on one database, each with a client of its own; each gap told as `server <n>`. */
const twoFeeds = async (uri: string, databaseName: string) => {
  const clients = await Promise.all(SERVER_APPS.map((appName) => MongoClient.connect(uri, { appName })));
  const gaps: string[] = [];
  const feeds = await Promise.all(
    clients.map((client, server) =>
      MongoEventFeed.open(client.db(databaseName), {
        onStreamError: () => undefined,
        onGap: () => gaps.push(`server ${server}`),
      }),
    ),
  );
  return {
    clients,
    feeds: feeds as [MongoEventFeed, MongoEventFeed],
    gaps,
    close: async () => {
      await Promise.all(feeds.map((feed) => feed.close()));
      await Promise.all(clients.map((client) => client.close()));
    },
  };
};

/** Publishes on `from` until both feeds hear: a feed that went on from now reopens its stream a moment after telling of the gap. */
const publishUntilBothHear = async (from: MongoEventFeed, one: MongoEventFeed, two: MongoEventFeed) => {
  const onOne = hearing(one);
  const onTwo = hearing(two);
  for (let n = 0; onOne.heard.length === 0 || onTwo.heard.length === 0; n += 1) {
    await from.publish({ kind: 'panel.added', panelId: `after-${n}`, companyId: 'c' });
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

describe('MongoDB event feed after the events collection is dropped (a restore)', () => {
  const mongo = useMongoServer('MongoDB event feed recovery');

  it('goes on from now on every app server, telling each of the gap, and carries the next event to both', async function () {
    this.timeout(60_000);
    const { uri, newDatabaseName } = mongo();
    const databaseName = newDatabaseName();
    const servers = await twoFeeds(uri, databaseName);
    try {
      const [one, two] = servers.feeds;
      const before = hearing(two);
      await one.publish({ kind: 'panel.added', panelId: 'before', companyId: 'c' });
      await before.until(1);

      await servers.clients[0]!.db(databaseName).collection(EVENTS_COLLECTION).drop();
      while (servers.gaps.length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
      await publishUntilBothHear(one, one, two);

      expect(before.heard).to.have.length(1);
      expect(servers.gaps.sort()).to.deep.equal(['server 0', 'server 1']);
      expect(one.health()).to.deep.include({ listening: true, gaps: 1 });
      const indexes = await servers.clients[0]!.db(databaseName).collection(EVENTS_COLLECTION).indexes();
      expect(
        indexes.some((index) => index.expireAfterSeconds !== undefined),
        'the expiry index made again',
      ).to.equal(true);
    } finally {
      await servers.close();
    }
  });
});

describe('MongoDB event feed whose change stream lost its history (a resume past the oplog)', () => {
  const mongo = useMongoServer('MongoDB event feed after history lost');

  it('goes on from now on that server only, telling of the gap and forgetting what it heard, and hears the next event', async function () {
    this.timeout(60_000);
    const { uri, newDatabaseName } = mongo();
    const servers = await twoFeeds(uri, newDatabaseName());
    try {
      const [one, two] = servers.feeds;
      const before = [hearing(one), hearing(two)] as const;
      await two.publish({ kind: 'panel.added', panelId: 'before', companyId: 'c' });
      await Promise.all(before.map((heard) => heard.until(1)));

      // The next read of server 0's change stream answers ChangeStreamHistoryLost, as a resume past the oplog does.
      const turnOff = await failNext(uri, { failCommands: ['getMore'], errorCode: 286, appName: SERVER_APPS[0] });
      try {
        while (servers.gaps.length < 1) await new Promise((resolve) => setTimeout(resolve, 50));
      } finally {
        await turnOff();
      }
      await publishUntilBothHear(two, one, two);

      expect(servers.gaps).to.deep.equal(['server 0']);
      expect(one.health()).to.deep.include({ listening: true, gaps: 1 });
      expect(two.health()).to.deep.include({ listening: true, gaps: 0 });
      expect(await one.since(before[0].ids[0]!), 'what it heard before the gap is forgotten').to.equal(HISTORY_GONE);
      expect(await two.since(before[1].ids[0]!)).to.not.equal(HISTORY_GONE);
    } finally {
      await servers.close();
    }
  });
});
