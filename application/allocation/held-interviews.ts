import type { HeldInterview } from '../../domain/allocation.js';
import type { Interview } from '../../domain/interview.js';

/**
 * An interview as allocation counts it: every one keeps its student from a second with the company
 * and counts towards the student's maximum; only an admin's interview that is not a no-show nor
 * cancelled takes one of the company's places (such a place went to the reserve list; walk-ins are extra).
 */
export const heldInterview = (interview: Interview): HeldInterview => ({
  studentId: interview.studentId,
  companyId: interview.companyId,
  takesPlace: !interview.walkIn && interview.status !== 'no-show' && interview.status !== 'cancelled',
});
