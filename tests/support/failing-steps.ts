/** What a port's failing step throws: a store or a server that stopped answering at that step. */
export class StepFailure extends Error {
  constructor(step: string) {
    super(`the store failed ${step}`);
    this.name = 'StepFailure';
  }
}

type Method<P> = { [K in keyof P]: P[K] extends (...args: never[]) => Promise<unknown> ? K : never }[keyof P] & string;

const failing = <P extends object>(port: P, method: Method<P>, after: boolean): P =>
  new Proxy(port, {
    get: (target, name, receiver) => {
      const value: unknown = Reflect.get(target, name, receiver);
      if (name !== method || typeof value !== 'function')
        return typeof value === 'function' ? value.bind(target) : value;
      return async (...args: unknown[]) => {
        if (after) await (value as (...given: unknown[]) => Promise<unknown>).apply(target, args);
        throw new StepFailure(`${after ? 'after' : 'at'} ${method}`);
      };
    },
  });

/** The port, its method doing its work and then failing, as a store whose answer is lost does. */
export const failingAfter = <P extends object>(port: P, method: Method<P>): P => failing(port, method, true);

/** The port, its method failing before doing anything. */
export const failingAt = <P extends object>(port: P, method: Method<P>): P => failing(port, method, false);
