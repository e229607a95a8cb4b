import type { Container, MapToResolvedValueInjectOptions, Newable } from 'inversify';

/**
 * Binds a use case class to itself, built from its constructor's dependencies. Use cases stay
 * free of decorators and of the container (design.md §1): the wiring lives only here.
 */
export const bindUseCase = <T, A extends unknown[]>(
  container: Container,
  useCase: Newable<T, A>,
  dependencies: MapToResolvedValueInjectOptions<A>,
): void => {
  container
    .bind<T>(useCase)
    .toResolvedValue((...args: A) => new useCase(...args), dependencies)
    .inSingletonScope();
};
