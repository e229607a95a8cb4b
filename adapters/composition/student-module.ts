import type { PortalModule } from './portal-module.js';

export const studentModule: PortalModule = {
  bind() {},
  routes: () => [],
};
