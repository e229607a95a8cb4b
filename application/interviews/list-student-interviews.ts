import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type InterviewStatus, sortInterviews } from '../../domain/interview.js';
import type { PanelPause } from '../../domain/panel.js';
import type { QueueWait } from '../../domain/queue-wait.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { QueueOutlooks } from '../queues/queue-outlooks.js';
import { must, useCase } from '../task.js';
import { InterviewDetailsLoader, type ListedInterview } from './interview-details.js';

/** A student's own interview, and while it waits in its panel's queue, its place, its wait and the panel's pause. */
export interface StudentListedInterview extends ListedInterview {
  readonly wait: (QueueWait & { readonly pause: PanelPause | null }) | null;
}

/**
 * A student lists their own interviews, walk-ins included, optionally of one status, in queue order
 * (GET /interview/all-st); each one waiting in its panel's queue with its place and wait there.
 */
export class ListStudentInterviews extends Needs(['interviews'], {
  details: InterviewDetailsLoader,
  outlooks: QueueOutlooks,
}) {
  execute(actor: Actor, status?: InterviewStatus): TaskEither<AppError, StudentListedInterview[]> {
    return useCase(async () => {
      const interviews = await this.deps.interviews.list({ studentId: actor.id, status });
      const waiting = interviews.filter((interview) => interview.status === 'assigned' && interview.panelId !== null);
      const [listed, outlooks] = await Promise.all([
        must(this.deps.details.list(sortInterviews(interviews))),
        this.deps.outlooks.ofPanels(waiting.map((interview) => interview.panelId!)),
      ]);
      return listed.map((each) => {
        const panelOutlook = outlooks.get(each.interview.panelId ?? '');
        const wait = panelOutlook?.outlook.waits.get(each.interview.id);
        return { ...each, wait: wait ? { ...wait, pause: panelOutlook!.panel.pause ?? null } : null };
      });
    });
  }
}
