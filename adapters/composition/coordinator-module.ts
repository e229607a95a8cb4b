import type { PortalModule } from './portal-module.js';

export const coordinatorModule: PortalModule = {
  bind() {},
  routes: () => [],
};
