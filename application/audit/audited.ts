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
type InputOf<U extends ActorUseCase> = Parameters<U['execute']> extends [Actor, ...infer I] ? I : never;

/** What the audit log keeps of a successful outcome, given the input it came from; null: nothing to record. */
export type DescribeOutcome<U extends ActorUseCase> = (
  outcome: OutcomeOf<U>,
  ...input: InputOf<U>
) => AdminAction | null;

/**
 * The use case with every successful outcome of an administrator's recorded in the audit log, as
 * `describe` tells it from the outcome and the input (null: nothing to record, a dry run). Applied
 * where the use case is bound, so every entry point that runs it (HTTP, CLI) is audited alike.
 */
export const audited = <U extends ActorUseCase>(
  useCase: U,
  record: RecordAdminAction,
  describe: DescribeOutcome<U>,
): U => {
  const execute = (actor: Actor, ...input: InputOf<U>) =>
    record.execute(
      actor,
      useCase.execute(actor, ...(input as unknown as never[])) as TaskEither<AppError, OutcomeOf<U>>,
      (outcome) => describe(outcome, ...input),
    );
  return Object.assign(Object.create(useCase) as U, { execute });
};
