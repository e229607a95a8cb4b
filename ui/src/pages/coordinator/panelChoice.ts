import { panelAssignmentRefusal } from '../../../../domain/interview.js';
import type { CompanyInterviewJson } from '../../api/types.js';

/** Why the domain refuses a panel for this interview (an ongoing or finished one), or null when it may take one. */
export const panelRefusal = (interview: CompanyInterviewJson): string | null =>
  panelAssignmentRefusal(interview.status);
