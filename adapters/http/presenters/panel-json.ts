import { z } from 'zod';
import type { Panel } from '../../../domain/panel.js';
import { DayHoursSchema } from './fair-settings-json.js';

export const PanelSchema = z
  .strictObject({ _id: z.string(), panelName: z.string(), company: z.string(), hours: z.array(DayHoursSchema) })
  .meta({
    id: 'Panel',
    description: "An interview panel of a company, with the days it keeps other hours than the fair's (empty: none)",
  });

export const panelJson = (panel: Panel): z.infer<typeof PanelSchema> => ({
  _id: panel.id,
  panelName: panel.panelName,
  company: panel.companyId,
  hours: (panel.hours ?? []).map(({ date, opens, closes }) => ({ date, opens, closes })),
});
