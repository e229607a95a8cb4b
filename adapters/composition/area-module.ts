import { ContainerModule, type Bind, type MapToResolvedValueInjectOptions, type Newable } from 'inversify';
import { audited, type DescribeOutcome } from '../../application/audit/audited.js';
import { RecordAdminAction } from '../../application/audit/record-admin-action.js';
import type { Reaction } from '../../application/reactions/reaction.js';
import { PORTS, type PortName, type Ports, REACTIONS } from './tokens.js';

/** What a constructor parameter of type P is given: a port (by name) whose adapter is a P, or a bound class. */
type Dependency<P> = { [Name in PortName]: Ports[Name] extends P ? Name : never }[PortName] | Newable<P>;
type Dependencies<A extends unknown[]> = { readonly [I in keyof A]: Dependency<A[I]> };

/**
 * A use case or reaction as its class declares it (application/areas/): its constructor's dependencies
 * in order in `needs`, and, for a use case whose outcomes the audit log keeps, how to tell them in `audit`.
 */
interface Declared<T = unknown> {
  new (...args: never[]): T;
  readonly needs: readonly (PortName | Newable<unknown>)[];
  readonly audit?: (...args: never[]) => unknown;
}

/** The class itself when its `needs` match its constructor and its `audit` its outcomes; else a type error naming it. */
type Wired<C, Instance = unknown> = C extends (new (...args: infer A) => infer T) & { readonly needs: infer N }
  ? T extends Instance
    ? N extends Dependencies<A>
      ? C extends { readonly audit: infer D }
        ? T extends Parameters<typeof audited>[0]
          ? D extends DescribeOutcome<T>
            ? C
            : ['its audit does not describe its outcomes', C]
          : ['only a use case an actor runs is audited', C]
        : C
      : ['its needs do not match its constructor', C]
    : ['it is not a reaction', C]
  : ['it declares no static needs', C];
type AllWired<L extends readonly unknown[], Instance = unknown> = { readonly [K in keyof L]: Wired<L[K], Instance> };

const identifiersOf = (declared: Declared) =>
  declared.needs.map((dependency) =>
    typeof dependency === 'string' ? PORTS[dependency] : dependency,
  ) as MapToResolvedValueInjectOptions<unknown[]>;

const bindUseCase = (bind: Bind, useCase: Declared) => {
  const make = (...args: unknown[]) => new useCase(...(args as never[]));
  const { audit } = useCase;
  if (audit === undefined) {
    bind(useCase).toResolvedValue(make, identifiersOf(useCase)).inSingletonScope();
    return;
  }
  bind(useCase)
    .toResolvedValue(
      (record: RecordAdminAction, ...args: unknown[]) =>
        audited(make(...args) as Parameters<typeof audited>[0], record, audit as DescribeOutcome<never>),
      [RecordAdminAction, ...identifiersOf(useCase)] as MapToResolvedValueInjectOptions<
        [RecordAdminAction, ...unknown[]]
      >,
    )
    .inSingletonScope();
};

/**
 * The ContainerModule of an area of the portal: each of its use cases bound to itself, built from the
 * dependencies its class declares (a port by name, or another use case), audited when it says so; each of
 * its reactions to the fair's events bound under REACTIONS, which the server starts. Use cases stay free
 * of decorators and of the container: only this module knows Inversify.
 */
export const areaModule = <const U extends readonly unknown[], const R extends readonly unknown[] = []>(area: {
  readonly useCases: U & AllWired<U>;
  readonly reactions?: R & AllWired<R, Reaction>;
}): ContainerModule =>
  new ContainerModule(({ bind }) => {
    for (const useCase of area.useCases as readonly Declared[]) bindUseCase(bind, useCase);
    for (const reaction of (area.reactions ?? []) as readonly Declared<Reaction>[])
      bind(REACTIONS).toResolvedValue(
        (...args: unknown[]) => new reaction(...(args as never[])),
        identifiersOf(reaction),
      );
  });
