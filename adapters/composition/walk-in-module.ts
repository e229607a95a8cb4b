import type { PortalModule } from './portal-module.js';

export const walkInModule: PortalModule = {
  bind() {},
  routes: () => [],
};
