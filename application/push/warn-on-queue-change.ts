import { Needs } from '../needs.js';
import type { FairEvent } from '../../domain/fair-event.js';
import { lookAtQueuesAgain, QUEUE_CHANGES, type QueueChange } from '../queues/queue-changes.js';
import type { Reaction, Reply } from '../reactions/reaction.js';
import { WarnNearTurn } from './warn-near-turn.js';

type QueueChangeOrResume = QueueChange | 'panel.resumed';

/** Warns the students near their turn in a company's panels whenever its queues change or a paused panel resumes. */
export class WarnOnQueueChange extends Needs([], { warn: WarnNearTurn }) implements Reaction<QueueChangeOrResume> {
  readonly hears: readonly QueueChangeOrResume[] = [...QUEUE_CHANGES, 'panel.resumed'];
  readonly failure = 'a warning of a coming turn failed';

  replyTo(event: Extract<FairEvent, { kind: QueueChangeOrResume }>): Reply {
    return lookAtQueuesAgain(event, (companyId) => this.deps.warn.execute(companyId));
  }
}
