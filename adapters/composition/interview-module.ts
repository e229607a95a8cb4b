import type { PortalModule } from './portal-module.js';

export const interviewModule: PortalModule = {
  bind() {},
  routes: () => [],
};
