import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Admin } from '../../domain/admin.js';
import type { AppError } from '../errors.js';
import type { AdminRepository } from '../ports/persistence.js';
import { useCase } from '../task.js';

export class ListAdmins {
  static readonly needs = ['admins'] as const;

  constructor(private readonly admins: AdminRepository) {}

  execute(): TaskEither<AppError, readonly Admin[]> {
    return useCase(() => this.admins.list());
  }
}
