import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/**
 * A screen whose code the browser fetches the first time it is shown, from a module that exports it
 * by name; a Suspense boundary above it shows the loading state meanwhile.
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
