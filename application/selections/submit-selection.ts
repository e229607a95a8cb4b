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
import type { CompanyRepository, FairSettingsRepository, StudentRepository } from '../ports/persistence.js';
import type { PortalSettings } from '../settings.js';
import type { Clock } from '../ports/system.js';
import { announce, studentChanged } from '../fair-events.js';
import { accountGone } from '../find-records.js';
import type { EventFeed } from '../ports/events.js';
import { requireStudentActor } from '../students/get-student.js';
import { must, Refusal, refuse, useCase } from '../task.js';

/**
 * A student submits (or re-submits) their ordered choice of companies. The server names the
 * companies from the store and stamps the submission time itself (design.md §5.3). Only the
 * selection is written; every company's slotsFilled is counted from the selections when read
 * (design.md §5.4), so it follows at once. Outside the selection window it is refused with a 409
 * saying when the window opens or when it closed (docs/allocation.md).
 */
export class SubmitSelection {
  static readonly needs = ['students', 'companies', 'clock', 'events', 'fairSettings', 'settings'] as const;

  constructor(
    private readonly students: StudentRepository,
    private readonly companies: CompanyRepository,
    private readonly clock: Clock,
    private readonly events: EventFeed,
    private readonly fairSettings: FairSettingsRepository,
    private readonly settings: Pick<PortalSettings, 'eventTimezone'>,
  ) {}

  execute(actor: Actor, form: SelectionForm): TaskEither<AppError, SelectionRecord> {
    return useCase(async () => {
      await must(requireStudentActor(actor));
      const fair = await this.fairSettings.get();
      const closed = selectionWindowRefusal(fair, this.clock.now(), this.settings.eventTimezone);
      if (closed !== null) return refuse(conflict(closed));
      const submission = validateSelection(form);
      if (E.isLeft(submission)) return refuse(validation(submission.left));
      const record = await this.recordOf(submission.right);
      if (record instanceof Refusal) return record;
      if ((await this.students.setSelection(actor.id, record)) === null) return refuse(accountGone());
      // The student's own profile shows the selection.
      await must(announce(this.events, studentChanged(actor.id)));
      return record;
    });
  }

  /** The submission with its companies named from the store, stamped now. */
  private async recordOf(submission: SelectionSubmission): Promise<SelectionRecord | Refusal> {
    const entries = submission.selectedCompaniesbyStudent;
    const companies = await this.companies.findByIds(entries.map((entry) => entry.companyId));
    const named = matchSelectedCompanies(entries, companies);
    if (E.isLeft(named)) return refuse(validation(named.left));
    return {
      selectedCompaniesbyStudent: named.right,
      interestedArea: submission.interestedArea,
      submittedAt: this.clock.now(),
    };
  }
}
