import type { ServiceIdentifier } from 'inversify';
import type { Reaction } from '../../application/reactions/reaction.js';
import type { Store } from '../persistence/store.js';
import type { AdapterPorts } from './ports-module.js';

/** Every port the use cases are given, by name: the store's (persistence/repositories.ts), and the adapters beside it. */
export type Ports = Omit<Store, 'ping' | 'feedHealth' | 'close' | 'pastFair'> & AdapterPorts;

export type PortName = keyof Ports;

/** The ports by name as the use cases read them (application/needs.ts): the ones bound here. */
declare module '../../application/needs.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the ports' names and types, merged into the application's
  interface PortsByName extends Ports {}
}

/**
 * The service identifier of each port, made from its name when asked for: a port is listed once,
 * where it is bound (ports-module.ts), never again here.
 */
export const PORTS = new Proxy({} as { readonly [Name in PortName]: ServiceIdentifier<Ports[Name]> }, {
  get: (_, name) => Symbol.for(`career-fair:${String(name)}`),
});

/** Every reaction to the fair's events, each bound by its area; the composition root starts them all. */
export const REACTIONS: ServiceIdentifier<Reaction> = Symbol.for('career-fair:reactions');
