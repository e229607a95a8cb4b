import type { PortalModule } from './portal-module.js';

export const downloadModule: PortalModule = {
  bind() {},
  routes: () => [],
};
