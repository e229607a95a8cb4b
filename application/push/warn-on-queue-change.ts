import type { FairEvent } from '../../domain/fair-event.js';
import { QUEUE_CHANGES, type QueueChange } from '../notifications/call-next-on-queue-change.js';
import type { Reaction, Reply } from '../reactions/reaction.js';
import { WarnNearTurn } from './warn-near-turn.js';

/** Warns the students near their turn in a company's panels whenever its queues change: a burst is looked at once. */
export class WarnOnQueueChange implements Reaction<QueueChange> {
  static readonly needs = [WarnNearTurn] as const;

  readonly hears = QUEUE_CHANGES;
  readonly failure = 'a warning of a coming turn failed';

  constructor(private readonly warn: WarnNearTurn) {}

  replyTo({ companyId }: Extract<FairEvent, { kind: QueueChange }>): Reply {
    return { queue: companyId, coalesce: true, task: () => this.warn.execute(companyId) };
  }
}
