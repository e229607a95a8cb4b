import { ContainerModule, type Bind, type MapToResolvedValueInjectOptions } from 'inversify';
import { audited, type DescribeOutcome } from '../../application/audit/audited.js';
import { RecordAdminAction } from '../../application/audit/record-admin-action.js';
import type { Reaction } from '../../application/reactions/reaction.js';
import type { Deps, PortName, Uses } from '../../application/needs.js';
import { PORTS, REACTIONS } from './tokens.js';

/**
 * A use case or reaction as its class declares it (application/needs.ts, application/areas/): the ports
 * and the use cases it is given, and, for a use case whose outcomes the audit log keeps, how to tell them.
 */
interface Declared<T = unknown> {
  new (deps: never): T;
  readonly needs: readonly PortName[];
  readonly uses: Uses;
  readonly audit?: (...args: never[]) => unknown;
}

/** The class itself when it is given what it declares and its `audit` tells its outcomes; else a type error naming it. */
type Wired<C, Instance = unknown> = C extends (new (deps: infer D) => infer T) & {
  readonly needs: infer N extends readonly PortName[];
  readonly uses: infer U extends Uses;
}
  ? T extends Instance
    ? Deps<N, U> extends D
      ? C extends { readonly audit: infer Describe }
        ? T extends Parameters<typeof audited>[0]
          ? Describe extends DescribeOutcome<T>
            ? C
            : ['its audit does not describe its outcomes', C]
          : ['only a use case an actor runs is audited', C]
        : C
      : ['its needs do not match its constructor', C]
    : ['it is not a reaction', C]
  : ['it declares no needs', C];
type AllWired<L extends readonly unknown[], Instance = unknown> = { readonly [K in keyof L]: Wired<L[K], Instance> };

/** The service identifiers of what a class is given: its ports by name, then the use cases it uses. */
const identifiersOf = (declared: Declared) =>
  [...declared.needs.map((name) => PORTS[name]), ...Object.values(declared.uses)] as MapToResolvedValueInjectOptions<
    unknown[]
  >;

/** A builder of the class from what the container resolves, in the order of its identifiers. */
const makerOf =
  <T>(declared: Declared<T>) =>
  (...resolved: unknown[]): T => {
    const names = [...declared.needs, ...Object.keys(declared.uses)];
    return new declared(Object.fromEntries(names.map((name, at) => [name, resolved[at]])) as never);
  };

const bindUseCase = (bind: Bind, useCase: Declared) => {
  const make = makerOf(useCase);
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
      bind(REACTIONS).toResolvedValue(makerOf(reaction), identifiersOf(reaction));
  });
