import { isOneOf } from './validation.js';

/** The panels a company can offer students in its form (spec §9). */
export const PANEL_NAMES = [
  'Power and Energy',
  'Electrical Installation',
  'Robotics and Automation',
  'Artificial Intelligence Machine Learning and Data Science',
  'Project Management',
  'Software Engineering',
  'Business Analysis',
  'DevOps',
  'Quality Assurance',
] as const;
export type PanelName = (typeof PANEL_NAMES)[number];

export const isPanelName = (value: string): value is PanelName => isOneOf(PANEL_NAMES, value);
