import type { AdminAction } from '../../domain/audit.js';
import type { FairSettingsChange } from './save-fair-settings.js';

const instantOrNotSet = (date: Date | null): string => date?.toISOString() ?? 'not set';

/** What the audit log keeps of saved fair settings: each of them as saved. */
export const fairSettingsSaved = ({ after }: FairSettingsChange): AdminAction => {
  const domains = after.allowedEmailDomains;
  return {
    action: 'fair-settings.saved',
    targets: [],
    summary:
      `Saved fair settings: selections open ${instantOrNotSet(after.selectionOpensAt)}, close ${instantOrNotSet(after.selectionClosesAt)}; ` +
      `sign-up e-mail domains ${domains.length === 0 ? 'any' : domains.join(', ')}; ` +
      `fair days ${after.fairDays.length === 0 ? 'none' : after.fairDays.map((day) => `${day.date} ${day.opens}-${day.closes}`).join(', ')}; ` +
      `interviews of ${after.interviewMinutes} minutes, ${after.bufferMinutes} minutes between a student's interviews; ` +
      `reserve offers answered within ${after.offerHoursBeforeFair} h before the fair's days, ${after.offerMinutesOnFairDay} min on them; ` +
      `a no-show's strike lasts ${after.strikeDays} days`,
  };
};
