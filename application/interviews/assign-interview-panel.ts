import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { assignPanel, type Interview, type QueuePositions } from '../../domain/interview.js';
import type { Actor } from '../actor.js';
import { announce } from '../fair-events.js';
import { type AppError, conflict } from '../errors.js';
import type { SequenceRepository } from '../ports/persistence.js';
import { must, refuse, useCase } from '../task.js';
import { CompanyInterview } from './company-interview.js';
import { findPanelOf } from './company-scope.js';
import { whileUnmoved } from './conditional-write.js';
import { detailsOfOne } from './details-of-one.js';
import { type InterviewDetails, InterviewDetailsLoader } from './interview-details.js';
import { interviewEvent } from './interview-event.js';

/** The counters that hand out queue positions; each number is given once, however many assign at once. */
export const companyQueue = (companyId: string): string => `queue:company:${companyId}`;
export const panelQueue = (panelId: string): string => `queue:panel:${panelId}`;

/**
 * The places an interview keeps on its own panel, or the places it takes on another: the next in the
 * company's queue for a first assignment (a moved interview keeps its company place), and the next
 * in the new panel's queue.
 */
export const queuePositions = async (
  sequences: SequenceRepository,
  interview: Interview,
  panelId: string,
): Promise<QueuePositions> => {
  if (interview.panelId === panelId && interview.queue !== null && interview.panelQueue !== null) {
    return { queue: interview.queue, panelQueue: interview.panelQueue };
  }
  const [queue, inPanel] = await Promise.all([
    interview.queue ?? sequences.next(companyQueue(interview.companyId)),
    sequences.next(panelQueue(panelId)),
  ]);
  return { queue, panelQueue: inPanel };
};

/**
 * A coordinator assigns one of its company's panels to an interview (POST /interview/update/{id}), or
 * an administrator one of the interview's company's panels (selected rows, POST /interview/bulk).
 * A first assignment takes the next place in the company's queue and in the panel's; moving an
 * assigned interview to another panel keeps its company place and takes the next place in the new
 * panel. Assigning an assigned interview the panel it already has changes nothing.
 */
export class AssignInterviewPanel extends Needs(['panels', 'interviews', 'sequences', 'events', 'clock', 'units'], {
  companyInterview: CompanyInterview,
  details: InterviewDetailsLoader,
}) {
  execute(actor: Actor, interviewId: string, panelId: string): TaskEither<AppError, InterviewDetails> {
    return useCase(async () => {
      const interview = await must(this.deps.companyInterview.findAsStaff(actor, interviewId));
      const panel = await must(findPanelOf(this.deps.panels, interview.companyId, panelId));
      const now = this.deps.clock.now();
      const positions = await queuePositions(this.deps.sequences, interview, panel.id);
      const assigned = assignPanel(interview, panel.id, positions, now);
      if (E.isLeft(assigned)) return refuse(conflict(assigned.left));
      const stored = await this.deps.units.allOrNothing(async () => {
        const placed = await whileUnmoved(() => this.deps.interviews.place(interview, assigned.right, now));
        if (placed.panelId !== interview.panelId || placed.status !== interview.status) {
          await must(announce(this.deps.events, interviewEvent('interview.panel-assigned', placed)));
        }
        return placed;
      }, 'one');
      return must(detailsOfOne(this.deps.details, stored));
    });
  }
}
