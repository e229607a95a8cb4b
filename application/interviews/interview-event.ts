import type { InterviewChange, InterviewEvent } from '../../domain/fair-event.js';
import type { Interview } from '../../domain/interview.js';

/** The event telling that this interview, as now stored (or as it was, once deleted), was changed this way. */
export const interviewEvent = (kind: InterviewChange, interview: Interview): InterviewEvent => ({
  kind,
  interviewId: interview.id,
  companyId: interview.companyId,
  studentId: interview.studentId,
  panelId: interview.panelId,
  status: interview.status,
});
