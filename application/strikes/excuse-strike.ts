import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { excuseStrike, STRIKE_MESSAGES, validateExcuse } from '../../domain/strike.js';
import { type Actor, COMMAND_LINE_OPERATOR_NAME } from '../actor.js';
import { type AppError, conflict, forbidden, notFound, validation } from '../errors.js';
import { refuse, useCase } from '../task.js';
import { type ListedStrike, listedStrikes } from './list-strikes.js';
import { strikeExcused } from './strike-audit.js';

/**
 * An administrator excuses a strike, giving the reason (POST /admin/strikes/{id}/excuse): it no
 * longer counts, and is kept with who excused it, when and why. Without a reason nothing changes;
 * a strike is excused once. Answers it as the administrators' list shows it, naming its student.
 */
export class ExcuseStrike extends Needs(['strikes', 'admins', 'students', 'clock']) {
  static readonly audit = strikeExcused;

  execute(actor: Actor, strikeId: string, reason: string): TaskEither<AppError, ListedStrike> {
    return useCase(async () => {
      if (actor.role !== 'admin') return refuse(forbidden());
      const strike = await this.deps.strikes.findById(strikeId);
      if (strike === null) return refuse(notFound(STRIKE_MESSAGES.notFound));
      const form = validateExcuse({ reason });
      if (E.isLeft(form)) return refuse(validation(form.left));
      const admin = await this.deps.admins.findById(actor.id);
      const now = this.deps.clock.now();
      const excused = excuseStrike(strike, {
        by: actor.id,
        byEmail: admin?.email ?? COMMAND_LINE_OPERATOR_NAME,
        at: now,
        reason: form.right.reason,
      });
      if (E.isLeft(excused)) return refuse(conflict(excused.left));
      const stored = await this.deps.strikes.excuse(excused.right);
      if (stored === null) return refuse(conflict(STRIKE_MESSAGES.alreadyExcused));
      const [listed] = await listedStrikes(this.deps.students, [stored], now);
      return listed!;
    });
  }
}
