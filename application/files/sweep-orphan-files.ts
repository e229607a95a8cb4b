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
export class SweepOrphanFiles extends Needs(['students', 'companies', 'files', 'importDrafts']) {
  execute(storedBefore: Date): TaskEither<AppError, FileSweep> {
    return useCase(async () => {
      const unfinished = await this.deps.files.removeUnfinished(storedBefore);
      // Listed before the records are read: a file whose record is pointed at it meanwhile is then seen as pointed at.
      const stored = await this.deps.files.list(storedBefore);
      const pointedAt = stored.length === 0 ? new Set<string>() : await this.keysPointedAt();
      const orphans = stored.filter((key) => !pointedAt.has(key));
      for (const key of orphans) await this.deps.files.delete(key);
      return { unfinished, orphans: orphans.length };
    });
  }

  /**
   * Other servers go on editing and deleting records meanwhile: the students are read page after
   * page from the last id read (ids never change), so none that exists throughout is missed, as a
   * page skipping a number of students in an order an edit changes could miss one.
   */
  private async keysPointedAt(): Promise<Set<string>> {
    const keys = new Set<string>(await this.deps.importDrafts.fileKeys());
    for (const company of await this.deps.companies.listProfiles()) {
      if (company.logoKey !== null) keys.add(company.logoKey);
    }
    for (let after: string | null = null; ;) {
      const page = await this.deps.students.fileKeysAfter(after, PAGE_SIZE);
      // At most PAGE_SIZE come back, maybe fewer before the last: only an empty page says there are no more.
      if (page.length === 0) return keys;
      for (const student of page) for (const key of studentFileKeys(student)) keys.add(key);
      after = page[page.length - 1]!.id;
    }
  }
}
