import type { Container } from 'inversify';
import type { Route } from '../http/route.js';

/** One area of the portal: how its use cases are bound, and the HTTP routes that call them. */
export interface PortalModule {
  bind(container: Container): void;
  routes(container: Container): Route[];
}
