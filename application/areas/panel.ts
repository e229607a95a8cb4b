import { CreatePanel } from '../panels/create-panel.js';
import { DeletePanel } from '../panels/delete-panel.js';
import { ListPanels } from '../panels/list-panels.js';
import { PausePanel } from '../panels/pause-panel.js';
import { ResumePanel } from '../panels/resume-panel.js';
import { ShowPanelSchedule } from '../panels/panel-schedule.js';
import { SetPanelHours } from '../panels/set-panel-hours.js';

export const panelArea = {
  useCases: [CreatePanel, ListPanels, DeletePanel, ShowPanelSchedule, SetPanelHours, PausePanel, ResumePanel],
} as const;
