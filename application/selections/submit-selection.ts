import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
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
import type { CompanyRepository, FairSettingsRepository, StudentRepository } from '../ports/persistence.js';
import type { PortalSettings } from '../settings.js';
import type { Clock } from '../ports/system.js';
import { announce, studentChanged } from '../fair-events.js';
import { accountGone } from '../find-records.js';
import type { EventFeed } from '../ports/events.js';
import { requireStudentActor } from '../students/get-student.js';
import { attempt, required } from '../task.js';

/**
 * A student submits (or re-submits) their ordered choice of companies. The server names the
 * companies from the store and stamps the submission time itself (design.md §5.3). Only the
 * selection is written; every company's slotsFilled is counted from the selections when read
 * (design.md §5.4), so it follows at once. Outside the selection window it is refused with a 409
 * saying when the window opens or when it closed (docs/allocation.md).
 */
export class SubmitSelection {
  constructor(
    private readonly students: StudentRepository,
    private readonly companies: CompanyRepository,
    private readonly clock: Clock,
    private readonly events: EventFeed,
    private readonly fairSettings: FairSettingsRepository,
    private readonly settings: Pick<PortalSettings, 'eventTimezone'>,
  ) {}

  execute(actor: Actor, form: SelectionForm): TE.TaskEither<AppError, SelectionRecord> {
    return pipe(
      requireStudentActor(actor),
      TE.chain(() => this.withinWindow()),
      TE.chain(() => pipe(TE.fromEither(validateSelection(form)), TE.mapLeft(validation))),
      TE.chain((submission) => this.recordOf(submission)),
      TE.chain((record) => this.store(actor, record)),
    );
  }

  private withinWindow(): TE.TaskEither<AppError, void> {
    return pipe(
      attempt(() => this.fairSettings.get()),
      TE.chain((fair) => {
        const refusal = selectionWindowRefusal(fair, this.clock.now(), this.settings.eventTimezone);
        return refusal === null ? TE.right(undefined) : TE.left(conflict(refusal));
      }),
    );
  }

  /** The submission with its companies named from the store, stamped now. */
  private recordOf(submission: SelectionSubmission): TE.TaskEither<AppError, SelectionRecord> {
    const entries = submission.selectedCompaniesbyStudent;
    return pipe(
      attempt(() => this.companies.findByIds(entries.map((entry) => entry.companyId))),
      TE.chain((companies) => pipe(TE.fromEither(matchSelectedCompanies(entries, companies)), TE.mapLeft(validation))),
      TE.map((named) => ({
        selectedCompaniesbyStudent: named,
        interestedArea: submission.interestedArea,
        submittedAt: this.clock.now(),
      })),
    );
  }

  private store(actor: Actor, record: SelectionRecord): TE.TaskEither<AppError, SelectionRecord> {
    return pipe(
      attempt(() => this.students.setSelection(actor.id, record)),
      TE.chain(required(accountGone())),
      // The student's own profile shows the selection.
      TE.chain(() => announce(this.events, studentChanged(actor.id))),
      TE.map(() => record),
    );
  }
}
