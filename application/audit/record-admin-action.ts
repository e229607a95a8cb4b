import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { auditSummary, type AdminAction } from '../../domain/audit.js';
import { type Actor, COMMAND_LINE_OPERATOR, COMMAND_LINE_OPERATOR_NAME } from '../actor.js';
import type { AppError } from '../errors.js';
import { must, useCase } from '../task.js';

/** Who acted, when no administrator's account names them. */
const nameOf = (actor: Actor): string => (actor.id === COMMAND_LINE_OPERATOR.id ? COMMAND_LINE_OPERATOR_NAME : '');

/**
 * Runs an administrator's action and, once it has succeeded, writes it into the audit log with the
 * administrator's id and e-mail (read before the action, so an admin deleting their own account is
 * still named). A failed action is not recorded, nor one `describe` finds nothing to record in (a
 * dry run). Another role's action is recorded only when `describe` says it is kept whoever acted
 * (`everyRole`: a student's withdrawal, a coordinator's cancellation), naming them by their e-mail
 * (a company by its username); their other actions are run and not audited.
 */
export class RecordAdminAction extends Needs([
  'audit',
  'admins',
  'students',
  'coordinators',
  'companies',
  'ids',
  'clock',
]) {
  execute<T>(
    actor: Actor,
    action: TaskEither<AppError, T>,
    describe: (result: T) => AdminAction | null,
  ): TaskEither<AppError, T> {
    if (actor.role !== 'admin') return this.everyRoleAction(actor, action, describe);
    return useCase(async () => {
      const admin = await this.deps.admins.findById(actor.id);
      const result = await must(action);
      const done = describe(result);
      if (done !== null) await this.record(actor, admin?.email ?? nameOf(actor), done);
      return result;
    });
  }

  private everyRoleAction<T>(
    actor: Actor,
    action: TaskEither<AppError, T>,
    describe: (result: T) => AdminAction | null,
  ): TaskEither<AppError, T> {
    return useCase(async () => {
      const result = await must(action);
      const done = describe(result);
      if (done?.everyRole === true) await this.record(actor, await this.nameOfAccount(actor), done);
      return result;
    });
  }

  private async nameOfAccount(actor: Actor): Promise<string> {
    switch (actor.role) {
      case 'student':
        return (await this.deps.students.findById(actor.id))?.email ?? '';
      case 'coordinator':
        return (await this.deps.coordinators.findById(actor.id))?.email ?? '';
      case 'company':
        return (await this.deps.companies.findProfilesByIds([actor.id]))[0]?.username ?? '';
      case 'admin':
        return (await this.deps.admins.findById(actor.id))?.email ?? nameOf(actor);
    }
  }

  private record(actor: Actor, email: string, action: AdminAction): Promise<void> {
    return this.deps.audit.insert({
      id: this.deps.ids.next(),
      at: this.deps.clock.now(),
      adminId: actor.id,
      adminEmail: email,
      role: actor.role,
      action: action.action,
      targets: [...action.targets],
      summary: auditSummary(action.summary),
    });
  }
}
