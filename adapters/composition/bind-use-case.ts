import type { Bind, MapToResolvedValueInjectOptions, Newable } from 'inversify';
import { audited as auditedUseCase, type DescribeOutcome } from '../../application/audit/audited.js';
import { RecordAdminAction } from '../../application/audit/record-admin-action.js';
import type { Reaction } from '../../application/reactions/reaction.js';
import { PORTS, type PortName, type Ports, REACTIONS } from './tokens.js';

/** What a constructor parameter of type P is given: a port (by name) whose adapter is a P, or a bound class. */
type Dependency<P> = { [Name in PortName]: Ports[Name] extends P ? Name : never }[PortName] | Newable<P>;
type Dependencies<A extends unknown[]> = { [I in keyof A]: Dependency<A[I]> };

const identifiersOf = <A extends unknown[]>(dependencies: Dependencies<A>) =>
  (dependencies as readonly (PortName | Newable<unknown>)[]).map((dependency) =>
    typeof dependency === 'string' ? PORTS[dependency] : dependency,
  ) as MapToResolvedValueInjectOptions<A>;

/**
 * An area's ways to bind its use cases, each to itself, built from its constructor's dependencies
 * in order. Use cases stay free of decorators and of the container (design.md §1): the wiring lives
 * only in the area modules.
 */
export const bindersOf = (bind: Bind) => ({
  useCase<T, A extends unknown[]>(useCase: Newable<T, A>, ...dependencies: NoInfer<Dependencies<A>>): void {
    bind<T>(useCase)
      .toResolvedValue((...args: A) => new useCase(...args), identifiersOf(dependencies))
      .inSingletonScope();
  },

  /** A use case with an administrator's successful outcomes recorded in the audit log (application/audit/audited.ts). */
  audited<T extends Parameters<typeof auditedUseCase>[0], A extends unknown[]>(
    useCase: Newable<T, A>,
    describe: DescribeOutcome<T>,
    ...dependencies: NoInfer<Dependencies<A>>
  ): void {
    bind<T>(useCase)
      .toResolvedValue(
        (record: RecordAdminAction, ...args: A) => auditedUseCase(new useCase(...args), record, describe),
        [RecordAdminAction, ...identifiersOf(dependencies)] as MapToResolvedValueInjectOptions<
          [RecordAdminAction, ...A]
        >,
      )
      .inSingletonScope();
  },

  /** A reaction to the fair's events, asking the use case it is built on (application/reactions/reaction.ts). */
  reaction<U>(reaction: Newable<Reaction, [U]>, useCase: Newable<U>): void {
    bind(REACTIONS).toResolvedValue((bound: U) => new reaction(bound), [useCase]);
  },
});
