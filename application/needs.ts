/**
 * Every port a use case may be given, by name. It is declared empty here and filled where the ports
 * are bound (adapters/composition/tokens.ts), so a port is named by its interface and its binding only.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface PortsByName {}

export type PortName = keyof PortsByName;

/** The other use cases a use case calls, each under the name it calls it by. */
export type Uses = Readonly<Record<string, new (...args: never[]) => object>>;

/** What a use case is given: each port it needs under the port's name, each use case it uses under its own. */
export type Deps<N extends readonly PortName[], U extends Uses = Record<never, never>> = {
  readonly [K in N[number]]: PortsByName[K];
} & {
  readonly [K in keyof U]: InstanceType<U[K]>;
};

/**
 * The base of a use case or a reaction, saying what it is given:
 * `class CancelInterview extends Needs(['interviews', 'events'], { details: InterviewDetailsLoader })`
 * reads `this.deps.interviews` and `this.deps.details`. Its area's module (application/areas/) builds it
 * from these, so its dependencies are written once, here, and the compiler checks each use of them.
 */
export const Needs = <const N extends readonly PortName[], const U extends Uses = Record<never, never>>(
  needs: N,
  uses: U = {} as U,
) =>
  class {
    static readonly needs: N = needs;
    static readonly uses: U = uses;
    constructor(protected readonly deps: Deps<N, U>) {}
  };
