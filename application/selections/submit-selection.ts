import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { matchSelectedCompanies } from '../../domain/selected-companies.js';
import {
  type SelectionForm,
  type SelectionRecord,
  type SelectionSubmission,
  validateSelection,
} from '../../domain/selection.js';
import type { Actor } from '../actor.js';
import { selectionWindowRefusal } from '../../domain/fair-settings.js';
import { type AppError, conflict, validation } from '../errors.js';
import { announce, studentChanged } from '../fair-events.js';
import { accountGone } from '../find-records.js';
import { requireStudentActor } from '../students/get-student.js';
import { must, Refusal, refuse, useCase } from '../task.js';

/**
 * A student submits (or re-submits) their ordered choice of companies. The server names the
 * companies from the store and stamps the submission time itself (design.md §5.3). Only the
 * selection is written; every company's slotsFilled is counted from the selections when read
 * (design.md §5.4), so it follows at once. Outside the selection window it is refused with a 409
 * saying when the window opens or when it closed (docs/allocation.md).
 */
export class SubmitSelection extends Needs(['students', 'companies', 'clock', 'events', 'fairSettings', 'settings', 'units']) {
  execute(actor: Actor, form: SelectionForm): TaskEither<AppError, SelectionRecord> {
    return useCase(async () => {
      await must(requireStudentActor(actor));
      const fair = await this.deps.fairSettings.get();
      const closed = selectionWindowRefusal(fair, this.deps.clock.now(), this.deps.settings.eventTimezone);
      if (closed !== null) return refuse(conflict(closed));
      const submission = validateSelection(form);
      if (E.isLeft(submission)) return refuse(validation(submission.left));
      const record = await this.recordOf(submission.right);
      if (record instanceof Refusal) return record;
      return this.deps.units.allOrNothing(async () => {
        if ((await this.deps.students.setSelection(actor.id, record)) === null) return refuse(accountGone());
        // The student's own profile shows the selection.
        await must(announce(this.deps.events, studentChanged(actor.id)));
        return record;
      });
    });
  }

  /** The submission with its companies named from the store, stamped now. */
  private async recordOf(submission: SelectionSubmission): Promise<SelectionRecord | Refusal> {
    const entries = submission.selectedCompaniesbyStudent;
    const companies = await this.deps.companies.findProfilesByIds(entries.map((entry) => entry.companyId));
    const named = matchSelectedCompanies(entries, companies);
    if (E.isLeft(named)) return refuse(validation(named.left));
    return {
      selectedCompaniesbyStudent: named.right,
      interestedArea: submission.interestedArea,
      submittedAt: this.deps.clock.now(),
    };
  }
}
