import type { AdminAction } from '../../domain/audit.js';
import type { ScheduleApplied } from './apply-schedule.js';

/**
 * What the audit log keeps of scheduling in bulk, whoever applied it: the companies whose interviews
 * were scheduled and how many; nothing when none was.
 */
export const interviewsScheduled = ({ company, scheduled, unplaced }: ScheduleApplied): AdminAction | null => {
  if (scheduled.length === 0) return null;
  const where = company === null ? 'across the fair' : `with ${company.companyName}`;
  const left = unplaced === 0 ? '' : `; ${unplaced} left unscheduled`;
  return {
    action: 'interviews.scheduled',
    targets: [...new Set(scheduled.map((each) => each.companyId))],
    summary: `Scheduled ${scheduled.length} interview${scheduled.length === 1 ? '' : 's'} ${where} (a panel and a time each)${left}`,
    everyRole: true,
  };
};
