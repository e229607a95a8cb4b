import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { displayCheckInCode } from '../../domain/check-in-code.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { useCase } from '../task.js';

/**
 * A student's own check-in code (GET /student/check-in-code), shown as XX-XXXX-XXXX and as a QR code
 * of the same text. It is remembered as theirs so that a company's desk can find them by it.
 */
export class GetCheckInCode extends Needs(['checkInCodeMaker', 'checkInCodes']) {
  execute(actor: Actor): TaskEither<AppError, string> {
    return useCase(async () => {
      const code = this.deps.checkInCodeMaker.codeOf(actor.id);
      await this.deps.checkInCodes.remember(code, actor.id);
      return displayCheckInCode(code);
    });
  }
}
