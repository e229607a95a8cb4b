import { z } from 'zod';
import type { Panel } from '../../../domain/panel.js';

export const PanelSchema = z
  .strictObject({ _id: z.string(), panelName: z.string(), company: z.string() })
  .meta({ id: 'Panel', description: 'An interview panel of a company' });

export const panelJson = (panel: Panel): z.infer<typeof PanelSchema> => ({
  _id: panel.id,
  panelName: panel.panelName,
  company: panel.companyId,
});
