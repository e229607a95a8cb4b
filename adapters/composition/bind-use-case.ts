import type { Bind, MapToResolvedValueInjectOptions, Newable } from 'inversify';
import { audited } from '../../application/audit/audited.js';
import { RecordAdminAction } from '../../application/audit/record-admin-action.js';

/**
 * Binds a use case class to itself, built from its constructor's dependencies. Use cases stay
 * free of decorators and of the container (design.md §1): the wiring lives only here.
 */
export const bindUseCase = <T, A extends unknown[]>(
  bind: Bind,
  useCase: Newable<T, A>,
  dependencies: MapToResolvedValueInjectOptions<A>,
): void => {
  bind<T>(useCase)
    .toResolvedValue((...args: A) => new useCase(...args), dependencies)
    .inSingletonScope();
};

/** Like bindUseCase, with an administrator's successful outcomes recorded in the audit log (application/audit/audited.ts). */
export const bindAuditedUseCase = <T extends Parameters<typeof audited>[0], A extends unknown[]>(
  bind: Bind,
  useCase: Newable<T, A>,
  dependencies: MapToResolvedValueInjectOptions<A>,
  describe: Parameters<typeof audited<T>>[2],
): void => {
  bind<T>(useCase)
    .toResolvedValue((record: RecordAdminAction, ...args: A) => audited(new useCase(...args), record, describe), [
      RecordAdminAction,
      ...dependencies,
    ] as MapToResolvedValueInjectOptions<[RecordAdminAction, ...A]>)
    .inSingletonScope();
};
