import { expect } from 'chai';
import { type EventFeed, type EventId, HISTORY_GONE } from '../../../application/ports/events.js';
import type { FairEvent } from '../../../domain/fair-event.js';
import { anId } from '../../support/builders.js';

export interface ClosableFeed extends EventFeed {
  close(): Promise<void>;
}

/** Two app servers' feeds over one store (on the embedded store, where one process is the portal, the same feed twice). */
export interface FeedWorld {
  readonly servers: readonly [ClosableFeed, ClosableFeed];
  /** What the feeds reported of their listeners' errors. */
  readonly listenerErrors: readonly unknown[];
  /** Resolves once every event published so far has reached the subscribers of every open feed. */
  delivered(): Promise<void>;
  close(): Promise<void>;
}

export type OpenFeedWorld = () => Promise<FeedWorld>;

const panelAdded = (): FairEvent => ({ kind: 'panel.added', panelId: anId(), companyId: anId() });

const DELIVERY_MARKER = 'delivered-marker-';

/** An event a test world publishes to learn that everything before it has gone round (see FeedWorld.delivered). */
export const deliveryMarker = (): FairEvent & { readonly kind: 'company.changed'; readonly id: string } => ({
  kind: 'company.changed',
  id: `${DELIVERY_MARKER}${anId()}`,
});

const isDeliveryMarker = (event: FairEvent): boolean =>
  event.kind === 'company.changed' && event.id.startsWith(DELIVERY_MARKER);

/** What one subscriber heard (markers aside) (and the ids it heard them with), and a way to wait until it has heard so many. */
export const hearing = (feed: EventFeed) => {
  const heard: FairEvent[] = [];
  const ids: EventId[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const unsubscribe = feed.subscribe((event, id) => {
    if (isDeliveryMarker(event)) return;
    heard.push(event);
    ids.push(id);
    for (const wait of waiting.filter((w) => heard.length >= w.count)) {
      waiting.splice(waiting.indexOf(wait), 1);
      wait.resolve();
    }
  });
  const until = (count: number): Promise<void> =>
    heard.length >= count ? Promise.resolve() : new Promise((resolve) => waiting.push({ count, resolve }));
  return { heard, ids, until, unsubscribe };
};

/** The event feed port's promises, for every adapter: each one passes this suite. */
export const eventFeedContract = (open: OpenFeedWorld): void => {
  let world: FeedWorld | undefined;
  const servers = () => {
    if (world === undefined) throw new Error('The feeds are opened in a beforeEach hook');
    return world.servers;
  };
  beforeEach(async () => {
    world = await open();
  });
  afterEach(async () => {
    await world?.close();
    world = undefined;
  });

  it('tells every subscriber every event published after it subscribed, in the order published', async () => {
    const [feed] = servers();
    await feed.publish(panelAdded());
    await world?.delivered();
    const first = hearing(feed);
    const second = hearing(feed);
    const events = [panelAdded(), panelAdded(), panelAdded(), panelAdded()];

    for (const event of events) await feed.publish(event);
    await Promise.all([first.until(events.length), second.until(events.length)]);

    expect(first.heard).to.deep.equal(events);
    expect(second.heard).to.deep.equal(events);
  });

  it("lets each app server hear the other's events", async () => {
    const [one, two] = servers();
    const onOne = hearing(one);
    const onTwo = hearing(two);
    const fromOne = panelAdded();
    const fromTwo: FairEvent = { kind: 'walk-in.opened', companyId: anId() };

    await one.publish(fromOne);
    await two.publish(fromTwo);
    await Promise.all([onOne.until(2), onTwo.until(2)]);

    // A server hears its own event once stored, maybe before the other's stored a moment earlier reaches it.
    expect(onOne.heard).to.have.deep.members([fromOne, fromTwo]);
    expect(onTwo.heard).to.have.deep.members([fromOne, fromTwo]);
  });

  it('tells a subscriber of the publishing server its event exactly once, with the id the other server hears', async () => {
    const [one, two] = servers();
    const onOne = hearing(one);
    const onTwo = hearing(two);
    const event = panelAdded();

    await one.publish(event);
    await Promise.all([onOne.until(1), onTwo.until(1)]);
    await world?.delivered();

    expect(onOne.heard).to.deep.equal([event]);
    expect(onOne.ids).to.deep.equal(onTwo.ids);
  });

  it('tells every server of a new current fair as of a gap, so that each reads again whatever it kept', async () => {
    const [one, two] = servers();
    const gaps: string[] = [];
    one.onGap(() => gaps.push('one'));
    two.onGap(() => gaps.push('two'));
    const onTwo = hearing(two);

    await one.publish({ kind: 'fair.opened', fairId: anId() });
    await onTwo.until(1);
    await world?.delivered();

    expect(gaps).to.include.members(['one', 'two']);
  });

  it('carries every kind of event field for field', async () => {
    const [one, two] = servers();
    const onTwo = hearing(two);
    const events: FairEvent[] = [
      {
        kind: 'interview.moved',
        interviewId: anId(),
        companyId: anId(),
        studentId: anId(),
        panelId: null,
        status: 'ongoing',
      },
      { kind: 'interview.promoted', interviewId: anId(), companyId: anId(), studentId: anId(), companyName: 'Acme' },
      { kind: 'panel.removed', panelId: anId(), companyId: anId() },
      { kind: 'walk-in.closed', companyId: anId() },
      { kind: 'account.changed', role: 'student', accountId: anId(), version: null },
      { kind: 'account.changed', role: 'admin', accountId: anId(), version: 3 },
      { kind: 'company.changed', id: anId() },
    ];
    for (const event of events) await one.publish(event);
    await onTwo.until(events.length);
    expect(onTwo.heard).to.deep.equal(events);
  });

  it('stops telling a subscriber once it unsubscribes', async () => {
    const [one, two] = servers();
    const leaving = hearing(two);
    const staying = hearing(two);
    leaving.unsubscribe();

    await one.publish(panelAdded());
    await staying.until(1);
    await world?.delivered();

    expect(leaving.heard).to.deep.equal([]);
  });

  it('keeps telling the other subscribers when one of them throws, and reports the error', async () => {
    const [feed] = servers();
    const unsubscribe = feed.subscribe(() => {
      throw new Error('a broken listener');
    });
    const after = hearing(feed);
    const events = [panelAdded(), panelAdded()];

    for (const event of events) await feed.publish(event);
    await after.until(events.length);
    unsubscribe();

    expect(after.heard).to.deep.equal(events);
    expect(world?.listenerErrors.map((error) => (error as Error).message)).to.include('a broken listener');
  });

  it('gives every event an id, the same on every app server, increasing as strings in the order published', async () => {
    const [one, two] = servers();
    const onOne = hearing(one);
    const onTwo = hearing(two);
    for (const event of [panelAdded(), panelAdded(), panelAdded()]) await one.publish(event);
    await two.publish(panelAdded());
    await Promise.all([onOne.until(4), onTwo.until(4)]);

    expect(onTwo.ids).to.deep.equal(onOne.ids);
    expect(new Set(onOne.ids).size).to.equal(4);
    expect([...onOne.ids].sort()).to.deep.equal(onOne.ids);
  });

  it('tells, since an id heard, every later event in order and once, on any app server', async () => {
    const [one, two] = servers();
    const onOne = hearing(one);
    const events = [panelAdded(), panelAdded(), panelAdded(), panelAdded(), panelAdded()];
    for (const event of events) await one.publish(event);
    await onOne.until(events.length);

    const missed = await two.since(onOne.ids[1]!);

    expect(missed).to.deep.equal(events.slice(2).map((event, index) => ({ id: onOne.ids[index + 2], event })));
    expect(await one.since(onOne.ids[4]!)).to.deep.equal([]);
  });

  it('answers gone for an id that is malformed or names no event it gave', async () => {
    const [feed] = servers();
    const onFeed = hearing(feed);
    await feed.publish(panelAdded());
    await onFeed.until(1);
    const [real] = onFeed.ids;

    for (const id of ['', 'not-an-id', '0', '-1', `${real}0`, real!.replace(/.$/, '\n'), '9'.repeat(real!.length)]) {
      expect(await feed.since(id), JSON.stringify(id)).to.equal(HISTORY_GONE);
    }
  });

  it('tells nobody on a closed feed anything more', async () => {
    const [one, two] = servers();
    const closedAway = hearing(one);
    await one.close();

    await two.publish(panelAdded());
    await world?.delivered();

    expect(closedAway.heard).to.deep.equal([]);
  });
};
