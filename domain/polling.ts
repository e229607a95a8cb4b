/** How often the student's interviews page refreshes. */
export const STUDENT_INTERVIEWS_POLL_MS = 5000;
/** How often the company's current-interviews page refreshes. */
export const COMPANY_CURRENT_INTERVIEWS_POLL_MS = 3000;
