import type { PortalModule } from './portal-module.js';

export const companyModule: PortalModule = {
  bind() {},
  routes: () => [],
};
