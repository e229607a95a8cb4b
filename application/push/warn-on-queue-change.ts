import { Needs } from '../needs.js';
import type { FairEvent } from '../../domain/fair-event.js';
import { QUEUE_CHANGES, type QueueChange as PanelQueueChange } from '../notifications/call-next-on-queue-change.js';
import type { Reaction, Reply } from '../reactions/reaction.js';
import { WarnNearTurn } from './warn-near-turn.js';

type QueueChange = PanelQueueChange | 'panel.resumed';

/**
 * Warns the students near their turn in a company's panels whenever its queues change or a paused
 * panel resumes: a burst is looked at once.
 */
export class WarnOnQueueChange extends Needs([], { warn: WarnNearTurn }) implements Reaction<QueueChange> {
  readonly hears: readonly QueueChange[] = [...QUEUE_CHANGES, 'panel.resumed'];
  readonly failure = 'a warning of a coming turn failed';

  replyTo({ companyId }: Extract<FairEvent, { kind: QueueChange }>): Reply {
    return { queue: companyId, coalesce: true, task: () => this.deps.warn.execute(companyId) };
  }
}
