/*
 * The interview panels of one company. Ours: two panels of one company never share a name
 * (ignoring case and surrounding spaces), so a coordinator's panel tabs and pickers stay unambiguous:
 * "This company already has a panel with this name".
 */
import type { Panel } from './panel.js';

export const COMPANY_PANEL_MESSAGES = {
  nameTaken: 'This company already has a panel with this name',
} as const;

const comparable = (name: string): string => name.trim().toLowerCase();

export const panelNameTaken = (panels: readonly Pick<Panel, 'panelName'>[], panelName: string): boolean =>
  panels.some((panel) => comparable(panel.panelName) === comparable(panelName));
