import { z } from 'zod';
import type { Panel, PanelPause } from '../../../domain/panel.js';
import { DayHoursSchema } from './fair-settings-json.js';

export const PanelPauseSchema = z
  .strictObject({
    reason: z.string(),
    since: z.string().describe('ISO 8601 instant the panel was paused'),
    backAt: z.string().describe('ISO 8601 instant the panel is expected back'),
  })
  .meta({ id: 'PanelPause', description: 'Why a panel is paused, since when, and when it is expected back' });

export const PanelSchema = z
  .strictObject({
    _id: z.string(),
    panelName: z.string(),
    company: z.string(),
    hours: z.array(DayHoursSchema),
    pause: PanelPauseSchema.nullable().describe('Null while the panel runs'),
  })
  .meta({
    id: 'Panel',
    description:
      "An interview panel of a company, with the days it keeps other hours than the fair's (empty: none), and its pause",
  });

export const panelPauseJson = (pause: PanelPause | null | undefined): z.infer<typeof PanelPauseSchema> | null =>
  pause ? { reason: pause.reason, since: pause.since.toISOString(), backAt: pause.backAt.toISOString() } : null;

export const panelJson = (panel: Panel): z.infer<typeof PanelSchema> => ({
  _id: panel.id,
  panelName: panel.panelName,
  company: panel.companyId,
  hours: (panel.hours ?? []).map(({ date, opens, closes }) => ({ date, opens, closes })),
  pause: panelPauseJson(panel.pause),
});
