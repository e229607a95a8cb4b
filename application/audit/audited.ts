import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { AdminAction } from '../../domain/audit.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import type { RecordAdminAction } from './record-admin-action.js';

/** A use case an actor runs: `execute(actor, …)`. */
interface ActorUseCase {
  execute(actor: Actor, ...input: never[]): TaskEither<AppError, unknown>;
}

type OutcomeOf<U extends ActorUseCase> = ReturnType<U['execute']> extends TaskEither<AppError, infer T> ? T : never;

/**
 * The use case with every successful outcome of an administrator's recorded in the audit log, as
 * `describe` tells it (null: nothing to record, a dry run). Applied where the use case is bound, so
 * every entry point that runs it (HTTP, CLI) is audited alike.
 */
export const audited = <U extends ActorUseCase>(
  useCase: U,
  record: RecordAdminAction,
  describe: (outcome: OutcomeOf<U>) => AdminAction | null,
): U => {
  const execute = (actor: Actor, ...input: never[]) =>
    record.execute(actor, useCase.execute(actor, ...input) as TaskEither<AppError, OutcomeOf<U>>, describe);
  return Object.assign(Object.create(useCase) as U, { execute });
};
