import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { studentFileKeys } from '../../domain/student-files.js';
import type { AppError } from '../errors.js';
import { useCase } from '../task.js';

/** Students are read a page at a time, so that a large fair is never loaded all at once. */
const PAGE_SIZE = 500;

export interface FileSweep {
  /** Temporary or half-stored files of writes cut short. */
  readonly unfinished: number;
  /** Whole files that no record points at. */
  readonly orphans: number;
}

/**
 * Removes the files nothing points at: what a crash left behind (a write cut short, a replaced or
 * deleted record's file whose removal never ran) and the leftovers of writes that never finished.
 * Only files stored before `storedBefore` are looked at: a newer one may be an upload whose record
 * is being pointed at it this very moment. The portal runs it at start, before it takes requests.
 */
export class SweepOrphanFiles extends Needs(['students', 'companies', 'files']) {
  execute(storedBefore: Date): TaskEither<AppError, FileSweep> {
    return useCase(async () => {
      const unfinished = await this.deps.files.removeUnfinished(storedBefore);
      // Listed before the records are read: a file whose record is pointed at it meanwhile is then seen as pointed at.
      let orphans = await this.deps.files.list(storedBefore);
      // Twice: a student deleted by another server while the pages are read shifts the next page by one.
      for (let pass = 0; pass < 2 && orphans.length > 0; pass++) {
        const pointedAt = await this.keysPointedAt();
        orphans = orphans.filter((key) => !pointedAt.has(key));
      }
      for (const key of orphans) await this.deps.files.delete(key);
      return { unfinished, orphans: orphans.length };
    });
  }

  private async keysPointedAt(): Promise<Set<string>> {
    const keys = new Set<string>();
    for (const company of await this.deps.companies.list()) {
      if (company.logoKey !== null) keys.add(company.logoKey);
    }
    for (let page = 1; ; page++) {
      const { items, total } = await this.deps.students.search({ text: '', page, pageSize: PAGE_SIZE });
      for (const student of items) for (const key of studentFileKeys(student)) keys.add(key);
      if (page * PAGE_SIZE >= total) return keys;
    }
  }
}
