import type { Panel } from '../../../domain/panel.js';

export const panelJson = (panel: Panel) => ({ _id: panel.id, panelName: panel.panelName, company: panel.companyId });
