import { z } from 'zod';
import type { SelectionWindow } from '../../../application/fair-settings/get-selection-window.js';
import type { FairSettings } from '../../../domain/fair-settings.js';
import type { Presented } from './presented.js';

export const DayHoursSchema = z.strictObject({ date: z.string(), opens: z.string(), closes: z.string() }).meta({
  id: 'DayHours',
  description: 'A day of the fair (YYYY-MM-DD) and its hours (HH:MM to HH:MM, 24-hour) on the fair clock',
});

export const FairSettingsSchema = z
  .strictObject({
    selectionOpensAt: z.string().nullable(),
    selectionClosesAt: z.string().nullable(),
    allowedEmailDomains: z.array(z.string()),
    fairDays: z.array(DayHoursSchema),
    interviewMinutes: z.number(),
    bufferMinutes: z.number(),
    offerHoursBeforeFair: z.number(),
    offerMinutesOnFairDay: z.number(),
    strikeDays: z.number(),
    retentionDays: z.number(),
    cvDownloadDays: z.number(),
  })
  .meta({
    id: 'FairSettings',
    description:
      "The selection window (ISO instants, null for an open side), the e-mail domains allowed to sign up (empty: any), the fair's days with every panel's hours (empty: times bound to no day), how long an interview lasts and the least time between two of a student's interviews (minutes; the installation's INTERVIEW_MINUTES and BUFFER_MINUTES until saved), how long a reserve student has to answer an offered place (hours before the fair's days, minutes on them), how many days a no-show's strike lasts, and how many days after the fair's last day students' data is kept and companies may download CVs",
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
  fairDays: settings.fairDays.map(({ date, opens, closes }) => ({ date, opens, closes })),
  interviewMinutes: settings.interviewMinutes,
  bufferMinutes: settings.bufferMinutes,
  offerHoursBeforeFair: settings.offerHoursBeforeFair,
  offerMinutesOnFairDay: settings.offerMinutesOnFairDay,
  strikeDays: settings.strikeDays,
  retentionDays: settings.retentionDays,
  cvDownloadDays: settings.cvDownloadDays,
});

export const selectionWindowJson = (window: SelectionWindow): Presented<typeof SelectionWindowSchema> => ({
  opensAt: window.opensAt?.toISOString() ?? null,
  closesAt: window.closesAt?.toISOString() ?? null,
  state: window.state,
  now: window.now.toISOString(),
});
