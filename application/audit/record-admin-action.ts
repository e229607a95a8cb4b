import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { auditSummary, type AdminAction } from '../../domain/audit.js';
import { type Actor, COMMAND_LINE_OPERATOR, COMMAND_LINE_OPERATOR_NAME } from '../actor.js';
import type { AppError } from '../errors.js';
import type { AdminRepository, AuditRepository } from '../ports/persistence.js';
import type { Clock, IdGenerator } from '../ports/system.js';
import { must, useCase } from '../task.js';

/** Who acted, when no administrator's account names them. */
const nameOf = (actor: Actor): string => (actor.id === COMMAND_LINE_OPERATOR.id ? COMMAND_LINE_OPERATOR_NAME : '');

/**
 * Runs an administrator's action and, once it has succeeded, writes it into the audit log with the
 * administrator's id and e-mail (read before the action, so an admin deleting their own account is
 * still named). A failed action is not recorded, nor one `describe` finds nothing to record in (a
 * dry run); actions of other roles are run and not audited.
 */
export class RecordAdminAction {
  static readonly needs = ['audit', 'admins', 'ids', 'clock'] as const;

  constructor(
    private readonly audit: AuditRepository,
    private readonly admins: AdminRepository,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  execute<T>(
    actor: Actor,
    action: TaskEither<AppError, T>,
    describe: (result: T) => AdminAction | null,
  ): TaskEither<AppError, T> {
    if (actor.role !== 'admin') return action;
    return useCase(async () => {
      const admin = await this.admins.findById(actor.id);
      const result = await must(action);
      const done = describe(result);
      if (done !== null) await this.record(actor.id, admin?.email ?? nameOf(actor), done);
      return result;
    });
  }

  private record(adminId: string, adminEmail: string, action: AdminAction): Promise<void> {
    return this.audit.insert({
      id: this.ids.next(),
      at: this.clock.now(),
      adminId,
      adminEmail,
      action: action.action,
      targets: [...action.targets],
      summary: auditSummary(action.summary),
    });
  }
}
