import { CreatePanel } from '../panels/create-panel.js';
import { DeletePanel } from '../panels/delete-panel.js';
import { ListPanels } from '../panels/list-panels.js';
import { SetPanelHours } from '../panels/set-panel-hours.js';

export const panelArea = {
  useCases: [CreatePanel, ListPanels, DeletePanel, SetPanelHours],
} as const;
