import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { AppError } from '../errors.js';
import type { CompanyRepository, StudentRepository } from '../ports/persistence.js';
import { attempt } from '../task.js';

/**
 * A company's slotsFilled is the number of submitted selections that list it. It is recounted
 * from the selections themselves, never adjusted by a client (design.md §5.4).
 */
export class SlotsFilled {
  constructor(
    private readonly students: StudentRepository,
    private readonly companies: CompanyRepository,
  ) {}

  recount(companyIds: Iterable<string>): TaskEither<AppError, void> {
    return attempt(async () => {
      for (const companyId of new Set(companyIds)) {
        await this.companies.setSlotsFilled(companyId, await this.students.countSelecting(companyId));
      }
    });
  }
}
