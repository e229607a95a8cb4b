import type { Route } from '../route.js';

/** The use case classes an area's routes call, each under the name its routes call it by. */
export type UseCaseClasses = Readonly<Record<string, abstract new (...args: never[]) => object>>;

/** An area's use cases, one instance of each of its classes. */
export type UseCasesOf<M extends UseCaseClasses> = { readonly [K in keyof M]: InstanceType<M[K]> };

/** How the composition hands an area its use cases: each class resolved once, as it is bound. */
export type ResolveUseCases = <M extends UseCaseClasses>(classes: M) => UseCasesOf<M>;

/** One route of an area, built from the area's use cases. */
export type RouteDefinition<M extends UseCaseClasses> = (useCases: UseCasesOf<M>) => Route;

/** An area's routes, built once its use cases are resolved (adapters/composition/portal-routes.ts). */
export type RouteArea = (resolve: ResolveUseCases) => Route[];

/** Declares an area: the use case classes it calls, and its routes in the order they are matched. */
export const routeArea =
  <M extends UseCaseClasses>(classes: M, routes: readonly RouteDefinition<M>[]): RouteArea =>
  (resolve) => {
    const useCases = resolve(classes);
    return routes.map((route) => route(useCases));
  };
