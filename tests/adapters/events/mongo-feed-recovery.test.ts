import { expect } from 'chai';
import { type Db, MongoRuntimeError, MongoServerError, type ObjectId, Timestamp } from 'mongodb';
import { cannotResumeAfter, MongoEventFeed } from '../../../adapters/events/mongo-event-feed.js';
import type { FairEvent } from '../../../domain/fair-event.js';
import { anId } from '../../support/builders.js';
import { hearing } from './event-feed.contract.js';

interface Change {
  readonly _id: { readonly token: number };
  readonly operationType: 'insert';
  readonly clusterTime: Timestamp;
  readonly fullDocument: { readonly _id?: ObjectId; readonly event: FairEvent; readonly at: Date };
}

let clusterSeconds = 1_800_000_000;
const changeOf = (event: FairEvent, stored?: { readonly _id: ObjectId; readonly at: Timestamp }): Change => {
  clusterSeconds += 1;
  return {
    _id: { token: clusterSeconds },
    operationType: 'insert',
    clusterTime: stored?.at ?? new Timestamp({ t: clusterSeconds, i: 1 }),
    fullDocument: { ...(stored === undefined ? {} : { _id: stored._id }), event, at: new Date() },
  };
};

/** A change stream the test feeds: each `next()` waits for what the test pushes (a change, or an error). */
class ScriptedStream {
  closed = false;
  resumeToken: unknown;
  private readonly queued: (Change | Error)[] = [];
  private waiting: { resolve: (change: Change) => void; reject: (error: Error) => void } | null = null;
  /** Holds the first read (the one `watch` makes to open the stream) until released. */
  private opening: Promise<void>;
  release: () => void = () => undefined;

  constructor(
    readonly options: Readonly<Record<string, unknown>>,
    held: boolean,
  ) {
    this.opening = held ? new Promise((resolve) => (this.release = resolve)) : Promise.resolve();
  }

  async tryNext(): Promise<null> {
    await this.opening;
    return null;
  }

  next(): Promise<Change> {
    const item = this.queued.shift();
    if (item instanceof Error) return Promise.reject(item);
    if (item !== undefined) return Promise.resolve(this.took(item));
    return new Promise((resolve, reject) => {
      this.waiting = { resolve: (change) => resolve(this.took(change)), reject };
    });
  }

  push(item: Change | Error): void {
    const waiting = this.waiting;
    this.waiting = null;
    if (waiting === null) this.queued.push(item);
    else if (item instanceof Error) waiting.reject(item);
    else waiting.resolve(item);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.push(new MongoRuntimeError('ChangeStream is closed'));
  }

  private took(change: Change): Change {
    this.resumeToken = change._id;
    return change;
  }
}

/** The events collection as the feed sees it: every `watch` opens the next scripted stream. */
const scriptedEvents = () => {
  const streams: ScriptedStream[] = [];
  const indexes: unknown[] = [];
  let holdNext = false;
  const collection = {
    createIndex: async (...index: unknown[]) => {
      indexes.push(index);
      return 'at_1';
    },
    watch: (_pipeline: unknown, options: Readonly<Record<string, unknown>>) => {
      const stream = new ScriptedStream(options, holdNext);
      holdNext = false;
      streams.push(stream);
      return stream;
    },
    // The insert answers the session with its operation time, as a replica set does, once let through.
    insertOne: async (
      document: { readonly _id: ObjectId },
      { session }: { session: { operationTime?: Timestamp } },
    ) => {
      clusterSeconds += 1;
      const at = new Timestamp({ t: clusterSeconds, i: 1 });
      inserted.push({ _id: document._id, at });
      await insertsHeld;
      session.operationTime = at;
      return { acknowledged: true };
    },
  };
  const inserted: { readonly _id: ObjectId; readonly at: Timestamp }[] = [];
  let insertsHeld: Promise<void> = Promise.resolve();
  let releaseInserts = () => undefined as void;
  const client = { startSession: () => ({ endSession: async () => undefined }) };
  const db = { collection: () => collection, client } as unknown as Db;
  const latest = (): ScriptedStream => streams[streams.length - 1]!;
  const opened = async (count: number): Promise<ScriptedStream> => {
    while (streams.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
    return streams[count - 1]!;
  };
  const holdInserts = () => {
    insertsHeld = new Promise((resolve) => (releaseInserts = resolve));
    return () => releaseInserts();
  };
  return { db, streams, indexes, latest, opened, holdNextOpening: () => (holdNext = true), inserted, holdInserts };
};

const panelAdded = (): FairEvent => ({ kind: 'panel.added', panelId: anId(), companyId: anId() });

describe('MongoDB event feed, when its change stream cannot go on (no server needed)', () => {
  const quietly = { onStreamError: () => undefined };

  it('takes a refused resume, a lost history and a stream the server ended as reasons to go on from now', () => {
    for (const code of [260, 280, 286])
      expect(cannotResumeAfter(new MongoServerError({ message: 'x', code }))).to.equal(true);
    expect(cannotResumeAfter(new MongoRuntimeError('ChangeStream is closed'))).to.equal(true);
    expect(cannotResumeAfter(new MongoServerError({ message: 'not primary', code: 10107 }))).to.equal(false);
    expect(cannotResumeAfter(new Error('ECONNRESET'))).to.equal(false);
  });

  it('goes on from now after an invalidate, tells every gap listener and the log, and hears what comes next', async () => {
    const events = scriptedEvents();
    const gaps: unknown[] = [];
    const feed = await MongoEventFeed.open(events.db, { ...quietly, onGap: (error) => gaps.push(error) });
    try {
      const heard = hearing(feed);
      let told = 0;
      feed.onGap(() => (told += 1));
      const before = panelAdded();
      events.latest().push(changeOf(before));
      await heard.until(1);

      // The events collection dropped (a restore): the server ends the stream, and the driver closes it.
      events.latest().push(new MongoRuntimeError('ChangeStream is closed'));
      const reopened = await events.opened(2);
      const after = panelAdded();
      reopened.push(changeOf(after));
      await heard.until(2);

      expect(reopened.options, 'resumed from now, not after the invalidate').to.deep.equal({});
      expect(told).to.equal(1);
      expect(gaps).to.have.length(1);
      expect(heard.heard).to.deep.equal([before, after]);
      expect(feed.health()).to.deep.include({ listening: true, gaps: 1 });
      expect(feed.health().lastGapAt).to.be.instanceOf(Date);
      expect(events.indexes, 'the expiry index made again after the drop').to.have.length(1);
    } finally {
      await feed.close();
    }
  });

  it('forgets what it heard before a gap: `since` an id from before it is gone', async () => {
    const events = scriptedEvents();
    const feed = await MongoEventFeed.open(events.db, { ...quietly, onGap: () => undefined });
    try {
      const heard = hearing(feed);
      events.latest().push(changeOf(panelAdded()));
      events.latest().push(changeOf(panelAdded()));
      await heard.until(2);
      expect(await feed.since(heard.ids[0]!)).to.have.length(1);

      events.latest().push(new MongoServerError({ message: 'history lost', code: 286 }));
      await events.opened(2);

      expect(await feed.since(heard.ids[0]!)).to.equal('gone');
    } finally {
      await feed.close();
    }
  });

  it('resumes after an ordinary failure from where it was, with no gap', async () => {
    const events = scriptedEvents();
    let told = 0;
    const feed = await MongoEventFeed.open(events.db, quietly);
    try {
      feed.onGap(() => (told += 1));
      const heard = hearing(feed);
      events.latest().push(changeOf(panelAdded()));
      await heard.until(1);
      const position = events.latest().resumeToken;

      events.latest().push(new MongoServerError({ message: 'not primary', code: 10107 }));
      const reopened = await events.opened(2);

      expect(reopened.options).to.deep.equal({ resumeAfter: position });
      expect(told).to.equal(0);
      expect(feed.health().gaps).to.equal(0);
    } finally {
      await feed.close();
    }
  });

  it('finishes closing when asked while its stream is being reopened, closing the stream it was opening', async () => {
    const events = scriptedEvents();
    const feed = await MongoEventFeed.open(events.db, quietly);
    events.holdNextOpening();
    events.latest().push(new MongoServerError({ message: 'not primary', code: 10107 }));
    const reopening = await events.opened(2);

    const closed = feed.close();
    reopening.release();
    const outcome = await Promise.race([
      closed.then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still closing'), 2_000)),
    ]);

    expect(outcome).to.equal('closed');
    expect(reopening.closed).to.equal(true);
  });
});

describe('MongoDB event feed, its own events (no server needed)', () => {
  const quietly = { onStreamError: () => undefined };
  const aTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('tells its own subscribers an event once stored, numbered by the insert, and only keeps its echo', async () => {
    const events = scriptedEvents();
    const feed = await MongoEventFeed.open(events.db, quietly);
    try {
      const heard = hearing(feed);
      const before = panelAdded();
      events.latest().push(changeOf(before));
      await heard.until(1);
      const own = panelAdded();

      await feed.publish(own);
      await heard.until(2);
      events.latest().push(changeOf(own, events.inserted[0]));
      const after = panelAdded();
      events.latest().push(changeOf(after));
      await heard.until(3);
      await aTurn();

      expect(heard.heard).to.deep.equal([before, own, after]);
      const at = events.inserted[0]!.at;
      expect(heard.ids[1]).to.equal(at.high.toString(16).padStart(8, '0') + at.low.toString(16).padStart(8, '0'));
      expect(await feed.since(heard.ids[0]!), 'the echo kept for readers catching up').to.deep.equal([
        { id: heard.ids[1], event: own },
        { id: heard.ids[2], event: after },
      ]);
    } finally {
      await feed.close();
    }
  });

  it('tells it once when its echo comes before the insert is answered', async () => {
    const events = scriptedEvents();
    const feed = await MongoEventFeed.open(events.db, quietly);
    try {
      const heard = hearing(feed);
      const release = events.holdInserts();
      const own = panelAdded();
      const publishing = feed.publish(own);
      while (events.inserted.length === 0) await aTurn();

      events.latest().push(changeOf(own, events.inserted[0]));
      await heard.until(1);
      release();
      await publishing;
      await aTurn();

      expect(heard.heard).to.deep.equal([own]);
    } finally {
      await feed.close();
    }
  });
});
