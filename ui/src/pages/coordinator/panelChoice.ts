import { isLeft } from 'fp-ts/lib/Either.js';
import { assignPanel, type Interview } from '../../../../domain/interview.js';
import type { InterviewJson } from '../../api/types.js';

/** The interview as the domain sees it, for asking the domain's rules about it. */
const asDomainInterview = (interview: InterviewJson): Interview => ({
  id: interview._id,
  studentId: interview.student._id,
  companyId: interview.company._id,
  panelId: interview.panelID?._id ?? null,
  time: interview.time ? new Date(interview.time) : null,
  status: interview.status,
  queue: interview.queue,
  panelQueue: interview.panelQueue,
  walkIn: interview.walkIn,
  createdAt: new Date(0),
});

/** Why the domain refuses a panel for this interview (an ongoing or finished one), or null when it may take one. */
export function panelRefusal(interview: InterviewJson): string | null {
  const outcome = assignPanel(asDomainInterview(interview), interview.panelID?._id ?? '', { queue: 0, panelQueue: 0 });
  return isLeft(outcome) ? outcome.left : null;
}
