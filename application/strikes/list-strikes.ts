import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type Strike, strikeCounts } from '../../domain/strike.js';
import { displayName } from '../../domain/student.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden } from '../errors.js';
import type { Page, StudentRepository } from '../ports/persistence.js';
import { refuse, useCase } from '../task.js';

/** Strikes a page of the administrator's list shows. */
export const STRIKES_PAGE_SIZE = 25;

/** A strike with whether it counts now, as the lists show it. */
export interface ShownStrike extends Strike {
  readonly counts: boolean;
}

/** A strike as the administrators see it: with its student's name and index number (empty once the student is gone). */
export interface ListedStrike extends ShownStrike {
  readonly studentName: string;
  readonly indexNumber: string;
}

const shown = (strike: Strike, now: Date): ShownStrike => ({ ...strike, counts: strikeCounts(strike, now) });

/** The strikes as the administrators see them, their students read at once. */
export const listedStrikes = async (
  students: StudentRepository,
  strikes: readonly Strike[],
  now: Date,
): Promise<ListedStrike[]> => {
  const found = await students.findByIds([...new Set(strikes.map((strike) => strike.studentId))]);
  const byId = new Map(found.map((student) => [student.id, student]));
  return strikes.map((strike) => {
    const student = byId.get(strike.studentId);
    return {
      ...shown(strike, now),
      studentName: student === undefined ? '' : displayName(student),
      indexNumber: student?.indexNumber ?? '',
    };
  });
};

/** An administrator's list of strikes: a page of every strike, newest first, each naming its student (GET /admin/strikes). */
export class ListStrikes extends Needs(['strikes', 'students', 'clock']) {
  execute(actor: Actor, page: number): TaskEither<AppError, Page<ListedStrike>> {
    return useCase(async () => {
      if (actor.role !== 'admin') return refuse(forbidden());
      const found = await this.deps.strikes.listNewestFirst(Math.max(1, Math.floor(page)), STRIKES_PAGE_SIZE);
      return { items: await listedStrikes(this.deps.students, found.items, this.deps.clock.now()), total: found.total };
    });
  }
}

/** A student's own strikes, newest first, each with its cause and expiry (GET /student/strikes). */
export class ListOwnStrikes extends Needs(['strikes', 'clock']) {
  execute(actor: Actor): TaskEither<AppError, readonly ShownStrike[]> {
    return useCase(async () => {
      if (actor.role !== 'student') return refuse(forbidden());
      const now = this.deps.clock.now();
      return (await this.deps.strikes.listForStudent(actor.id)).map((strike) => shown(strike, now));
    });
  }
}
