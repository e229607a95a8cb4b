import type { Container } from 'inversify';

/** One area of the portal: how its use cases are bound (its HTTP routes: portal-routes.ts). */
export interface PortalModule {
  bind(container: Container): void;
}
