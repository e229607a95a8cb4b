import type { PortalModule } from './portal-module.js';

export const panelModule: PortalModule = {
  bind() {},
  routes: () => [],
};
