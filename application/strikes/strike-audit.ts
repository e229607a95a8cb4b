import type { AdminAction } from '../../domain/audit.js';
import type { ListedStrike } from './list-strikes.js';

/** What the audit log keeps of a strike excused: its student, the company of the no-show and the reason given. */
export const strikeExcused = (strike: ListedStrike): AdminAction => ({
  action: 'strike.excused',
  targets: [strike.id, strike.studentId],
  summary: `Excused the strike of ${strike.studentName || strike.studentId}${strike.indexNumber ? ` (${strike.indexNumber})` : ''} for the no-show at ${strike.companyName}: ${strike.excused?.reason ?? ''}`,
});
