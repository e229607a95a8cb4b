import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { AppError } from '../errors.js';
import type { CompanyRepository, StudentRepository } from '../ports/persistence.js';
import { attempt } from '../task.js';

/**
 * A company's slotsFilled is the number of submitted selections that list it. It is recounted
 * from the selections themselves, never adjusted by a client (design.md §5.4).
 *
 * Recounts of one company run one after another: otherwise a count taken before a concurrent
 * submission could be written after the count that includes it, leaving the number one behind.
 * (With several app servers on one MongoDB the next submission's recount repairs such a lag.)
 */
export class SlotsFilled {
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    private readonly students: StudentRepository,
    private readonly companies: CompanyRepository,
  ) {}

  recount(companyIds: Iterable<string>): TaskEither<AppError, void> {
    return attempt(async () => {
      await Promise.all([...new Set(companyIds)].map((companyId) => this.recountOne(companyId)));
    });
  }

  private recountOne(companyId: string): Promise<void> {
    const previous = this.running.get(companyId) ?? Promise.resolve();
    const next = previous
      .catch(() => undefined)
      .then(async () => {
        await this.companies.setSlotsFilled(companyId, await this.students.countSelecting(companyId));
      });
    this.running.set(companyId, next);
    const forget = () => {
      if (this.running.get(companyId) === next) this.running.delete(companyId);
    };
    next.then(forget, forget);
    return next;
  }
}
