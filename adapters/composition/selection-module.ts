import type { PortalModule } from './portal-module.js';

export const selectionModule: PortalModule = {
  bind() {},
  routes: () => [],
};
