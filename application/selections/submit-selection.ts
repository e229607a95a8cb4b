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
import { type AppError, validation } from '../errors.js';
import type { CompanyRepository, StudentRepository } from '../ports/persistence.js';
import type { Clock } from '../ports/system.js';
import { findOwnStudent, requireStudentActor } from '../students/get-student.js';
import { attempt } from '../task.js';
import type { SlotsFilled } from './slots-filled.js';

const companyIdsOf = (record: SelectionRecord | null): string[] =>
  record?.selectedCompaniesbyStudent.map((entry) => entry.companyId) ?? [];

/**
 * A student submits (or re-submits) their ordered choice of companies. The server names the
 * companies from the store, stamps the submission time itself (design.md §5.3) and recounts
 * slotsFilled of every company the old or the new selection lists (design.md §5.4).
 */
export class SubmitSelection {
  constructor(
    private readonly students: StudentRepository,
    private readonly companies: CompanyRepository,
    private readonly slotsFilled: SlotsFilled,
    private readonly clock: Clock,
  ) {}

  execute(actor: Actor, form: SelectionForm): TE.TaskEither<AppError, SelectionRecord> {
    return pipe(
      requireStudentActor(actor),
      TE.chain(() => pipe(TE.fromEither(validateSelection(form)), TE.mapLeft(validation))),
      TE.chain((submission) => this.recordOf(submission)),
      TE.chain((record) => this.store(actor, record)),
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
      findOwnStudent(this.students, actor),
      TE.chain((student) =>
        pipe(
          attempt(() => this.students.update({ ...student, selection: record })),
          TE.chain(() => this.slotsFilled.recount([...companyIdsOf(student.selection), ...companyIdsOf(record)])),
        ),
      ),
      TE.map(() => record),
    );
  }
}
