import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { type AppError, validation } from '../errors.js';
import { findPanel } from '../find-records.js';
import { GetFairSettings } from '../fair-settings/get-fair-settings.js';
import { must, refuse, useCase } from '../task.js';
import { AssignInterviewPanel } from './assign-interview-panel.js';
import { DeleteInterview } from './delete-interview.js';
import { interviewsActedOn } from './interview-audit.js';
import type { InterviewDetails } from './interview-details.js';
import { BULK_MAX_INTERVIEWS, BULK_MESSAGES, type BulkAction, type BulkOutcome, type BulkRow } from './bulk-action.js';
import { SetInterviewTime } from './set-interview-time.js';

const MINUTE_MS = 60_000;

/**
 * A coordinator (its own company's interviews) or an administrator (any) acts on many interviews at
 * once (POST /interview/bulk): assigns them one panel, gives them times one after the other from a
 * start (each the interview's length plus the buffer after the one before, in the order given), or
 * deletes them. Each interview goes through the same use case as one alone, with its rules, events
 * and refusals: a refused one changes nothing and is answered with its reason, the others are done.
 * What can be checked for all at once is checked first, and then nothing changes: no interviews,
 * more than BULK_MAX_INTERVIEWS, one chosen twice, an invalid start, an unknown panel or another
 * company's (for a coordinator).
 */
export class ActOnInterviews extends Needs(['panels', 'settings'], {
  assignPanel: AssignInterviewPanel,
  setTime: SetInterviewTime,
  deleteOne: DeleteInterview,
  companyOfActor: CompanyOfActor,
  fairSettings: GetFairSettings,
}) {
  static readonly audit = interviewsActedOn;

  execute(actor: Actor, interviewIds: readonly string[], action: BulkAction): TaskEither<AppError, BulkOutcome> {
    return useCase(async () => {
      const refused = this.inputRefusal(interviewIds, action);
      if (refused !== null) return refuse(validation([refused]));
      if (action.kind === 'assign-panel') {
        const panel = await must(findPanel(this.deps.panels, action.panelId));
        await must(this.deps.companyOfActor.requireOrAdmin(actor, panel.companyId));
      }
      const { interviewMinutes, bufferMinutes } = await must(this.deps.fairSettings.execute());
      const stepMinutes = interviewMinutes + bufferMinutes;
      const rows: BulkRow[] = [];
      // One after the other: each time is checked against those set before it.
      for (const [index, interviewId] of interviewIds.entries()) {
        rows.push(await this.actOn(interviewId, this.task(actor, interviewId, action, index * stepMinutes)));
      }
      return { action, stepMinutes, timeZone: this.deps.settings.eventTimezone, rows };
    });
  }

  private inputRefusal(interviewIds: readonly string[], action: BulkAction) {
    if (interviewIds.length === 0) return { field: 'ids', message: BULK_MESSAGES.none };
    if (interviewIds.length > BULK_MAX_INTERVIEWS) return { field: 'ids', message: BULK_MESSAGES.tooMany };
    if (new Set(interviewIds).size !== interviewIds.length) return { field: 'ids', message: BULK_MESSAGES.twice };
    if (action.kind === 'set-time' && Number.isNaN(action.start.getTime())) {
      return { field: 'start', message: BULK_MESSAGES.invalidStart };
    }
    return null;
  }

  private task(
    actor: Actor,
    interviewId: string,
    action: BulkAction,
    offsetMinutes: number,
  ): TaskEither<AppError, InterviewDetails> {
    switch (action.kind) {
      case 'assign-panel':
        return this.deps.assignPanel.execute(actor, interviewId, action.panelId);
      case 'set-time':
        return this.deps.setTime.execute(
          actor,
          interviewId,
          new Date(action.start.getTime() + offsetMinutes * MINUTE_MS),
        );
      case 'delete':
        return this.deps.deleteOne.execute(actor, interviewId);
    }
  }

  /** The interview done, or refused with its reason; a failure of the store ends the whole action. */
  private async actOn(interviewId: string, task: TaskEither<AppError, InterviewDetails>): Promise<BulkRow> {
    const result = await task();
    if (E.isRight(result)) return { interviewId, done: result.right };
    if (result.left.kind === 'Unexpected') throw result.left.cause;
    return { interviewId, refusal: result.left.message };
  }
}
