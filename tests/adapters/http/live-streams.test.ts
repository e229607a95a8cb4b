import { expect } from 'chai';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { ParameterizedContext } from 'koa';
import type { ServerResponse } from 'node:http';
import { eventFrame, LiveStreams } from '../../../adapters/http/live-stream.js';
import { JwtTokenService } from '../../../adapters/security/jwt-token-service.js';
import type { CompanyOfActor } from '../../../application/access/company-of-actor.js';
import { ListenerOfActor } from '../../../application/access/listener-of-actor.js';
import { notFound } from '../../../application/errors.js';
import {
  type EventFeed,
  type EventId,
  type EventListener,
  HISTORY_GONE,
  type MissedEvents,
} from '../../../application/ports/events.js';
import type { FairEvent } from '../../../domain/fair-event.js';
import { anId } from '../../support/builders.js';

const SECRET = 'a-secret-long-enough-for-the-live-stream-tests';

/** A feed whose listener the test drives, and whose `since` answers only when the test says so. */
class ScriptedFeed implements EventFeed {
  private listener: EventListener | null = null;
  private gapListener: (() => void) | null = null;
  private answer: ((missed: MissedEvents) => void) | null = null;
  private refuse: ((error: Error) => void) | null = null;
  readonly asked: EventId[] = [];

  async publish(): Promise<void> {}

  subscribe(listener: EventListener): () => void {
    this.listener = listener;
    return () => {
      this.listener = null;
    };
  }

  onGap(listener: () => void): () => void {
    this.gapListener = listener;
    return () => {
      this.gapListener = null;
    };
  }

  /** The feed going on from now after events it may have missed. */
  gap(): void {
    this.gapListener?.();
  }

  since(id: EventId): Promise<MissedEvents> {
    this.asked.push(id);
    return new Promise((resolve, reject) => {
      this.answer = resolve;
      this.refuse = reject;
    });
  }

  /** An event reaching this server live. */
  hear(event: FairEvent, id: EventId): void {
    this.listener?.(event, id);
  }

  tell(missed: MissedEvents): void {
    this.answer?.(missed);
  }

  fail(error: Error): void {
    this.refuse?.(error);
  }
}

/** The response a stream writes to: what it was sent, as text. */
class WrittenResponse {
  text = '';
  ended = false;
  readonly writableLength = 0;
  writeHead(): this {
    return this;
  }
  flushHeaders(): void {}
  write(chunk: string): boolean {
    this.text += chunk;
    return true;
  }
  end(): this {
    this.ended = true;
    return this;
  }
  on(): this {
    return this;
  }
  /** The SSE events written so far: name and id. */
  get events(): { event: string; id?: string }[] {
    return this.text
      .split('\n\n')
      .filter((frame) => frame.includes('event: '))
      .map((frame) => {
        const line = (field: string) =>
          frame
            .split('\n')
            .find((l) => l.startsWith(`${field}: `))
            ?.slice(field.length + 2);
        const id = line('id');
        return id === undefined ? { event: line('event')! } : { event: line('event')!, id };
      });
  }
}

const requestOf = (headers: Record<string, string>, response: WrittenResponse) =>
  ({
    get: (name: string) => headers[name] ?? '',
    set: () => undefined,
    res: response as unknown as ServerResponse,
    respond: true,
  }) as unknown as ParameterizedContext;

const movedFor = (studentId: string): FairEvent => ({
  kind: 'interview.moved',
  interviewId: anId(),
  companyId: anId(),
  studentId,
  panelId: anId(),
  status: 'ongoing',
});

const idAt = (place: number): EventId => String(place).padStart(12, '0');

describe('Live streams catching up (adapters/http/live-stream.ts)', () => {
  const studentId = anId();
  const token = new JwtTokenService({ secret: SECRET }).issue({ sub: studentId, role: 'student', ver: 0 });
  const noCompany: CompanyOfActor = { find: () => TE.left(notFound('no company')) } as unknown as CompanyOfActor;
  let feed: ScriptedFeed;
  let streams: LiveStreams;

  beforeEach(() => {
    feed = new ScriptedFeed();
    streams = new LiveStreams({
      tokens: new JwtTokenService({ secret: SECRET }),
      sessions: { holds: async () => true },
      events: feed,
      listenerOf: new ListenerOfActor({ companyOfActor: noCompany }),
    });
  });
  afterEach(() => streams.closeAll());

  const resume = (lastEventId: string) => {
    const response = new WrittenResponse();
    const opened = streams.open(
      requestOf({ Authorization: `Bearer ${token}`, 'Last-Event-ID': lastEventId }, response),
    );
    return { response, opened };
  };

  it('writes the missed events first, then those heard meanwhile, skipping any the history told too: each once, in order', async () => {
    const events = [1, 2, 3, 4, 5, 6].map(() => movedFor(studentId));
    const { response, opened } = resume(idAt(2));
    await new Promise((resolve) => setImmediate(resolve));
    expect(feed.asked).to.deep.equal([idAt(2)]);

    // Heard live while the history is read: 3 and 4 are in the history too, 5 is not, and another student's is never told.
    feed.hear(events[2]!, idAt(3));
    feed.hear(events[3]!, idAt(4));
    feed.hear(movedFor(anId()), idAt(5));
    feed.hear(events[5]!, idAt(6));
    expect(response.events.map(({ event }) => event)).to.deep.equal(['ready']);
    feed.tell([
      { id: idAt(3), event: events[2]! },
      { id: idAt(4), event: events[3]! },
    ]);
    await opened;
    // A server whose own feed lags behind the history hears some again.
    feed.hear(events[3]!, idAt(4));
    feed.hear(events[5]!, idAt(6));
    feed.hear(events[0]!, idAt(7));

    expect(response.events).to.deep.equal([
      { event: 'ready' },
      { event: 'interview.moved', id: idAt(3) },
      { event: 'interview.moved', id: idAt(4) },
      { event: 'interview.moved', id: idAt(6) },
      { event: 'interview.moved', id: idAt(7) },
    ]);
  });

  it('sends resync, then what was heard meanwhile, when the history is gone or the feed fails to tell it', async () => {
    for (const ending of ['gone', 'failure'] as const) {
      const { response, opened } = resume(idAt(1));
      await new Promise((resolve) => setImmediate(resolve));
      feed.hear(movedFor(studentId), idAt(9));
      if (ending === 'gone') feed.tell(HISTORY_GONE);
      else feed.fail(new Error('the store does not answer'));
      await opened;

      expect(response.events, ending).to.deep.equal([
        { event: 'ready' },
        { event: 'resync' },
        { event: 'interview.moved', id: idAt(9) },
      ]);
    }
  });

  it('sends resync to every open stream when the feed has a gap, since what they show may have changed unheard', async () => {
    const { response, opened } = resume(idAt(1));
    await new Promise((resolve) => setImmediate(resolve));
    feed.tell([]);
    await opened;

    feed.gap();
    feed.hear(movedFor(studentId), idAt(9));

    expect(response.events).to.deep.equal([
      { event: 'ready' },
      { event: 'resync' },
      { event: 'interview.moved', id: idAt(9) },
    ]);
  });
});

describe('an event as the live stream writes it (eventFrame)', () => {
  it('names the kind and the id, and never who else waits in a queue', () => {
    const event: FairEvent = { kind: 'panel.paused', panelId: 'p1', companyId: 'c1', studentIds: ['s1', 's2'] };
    expect(eventFrame(event, '000000000007')).to.equal(
      'id: 000000000007\nevent: panel.paused\ndata: {"kind":"panel.paused","panelId":"p1","companyId":"c1"}\n\n',
    );
  });
});
