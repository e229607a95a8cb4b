import { z } from 'zod';
import type { SelectionWindow } from '../../../application/fair-settings/get-selection-window.js';
import type { FairSettings } from '../../../domain/fair-settings.js';
import type { Presented } from './presented.js';

export const FairSettingsSchema = z
  .strictObject({
    selectionOpensAt: z.string().nullable(),
    selectionClosesAt: z.string().nullable(),
    allowedEmailDomains: z.array(z.string()),
  })
  .meta({
    id: 'FairSettings',
    description:
      'The selection window (ISO instants, null for an open side) and the e-mail domains allowed to sign up (empty: any)',
  });

export const SelectionWindowSchema = z
  .strictObject({
    opensAt: z.string().nullable(),
    closesAt: z.string().nullable(),
    state: z.enum(['not-yet-open', 'open', 'closed']),
    now: z.string(),
  })
  .meta({
    id: 'SelectionWindow',
    description: "When selections open and close, where the window stands, and the server's time",
  });

export const fairSettingsJson = (settings: FairSettings): Presented<typeof FairSettingsSchema> => ({
  selectionOpensAt: settings.selectionOpensAt?.toISOString() ?? null,
  selectionClosesAt: settings.selectionClosesAt?.toISOString() ?? null,
  allowedEmailDomains: [...settings.allowedEmailDomains],
});

export const selectionWindowJson = (window: SelectionWindow): Presented<typeof SelectionWindowSchema> => ({
  opensAt: window.opensAt?.toISOString() ?? null,
  closesAt: window.closesAt?.toISOString() ?? null,
  state: window.state,
  now: window.now.toISOString(),
});
