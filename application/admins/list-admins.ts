import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Admin } from '../../domain/admin.js';
import type { AppError } from '../errors.js';
import { useCase } from '../task.js';

export class ListAdmins extends Needs(['admins']) {
  execute(): TaskEither<AppError, readonly Admin[]> {
    return useCase(() => this.deps.admins.list());
  }
}
