/*
 * The texts of spec §8 (and the prompts of §2) that only the screens show, verbatim. The texts the
 * server says live in domain/messages.ts.
 */

export const ERROR_TITLE = 'Error Occurred!';
export const SUCCESS_TITLE = 'Success!';
export const DEFAULT_ALERT_TITLE = 'Alert!';
export const REQUEST_ERROR_TITLE = 'Request Error!';
export const UNKNOWN_ERROR = 'Unknown Error';
/** Shown inline by an add form when a failure carries no message. */
export const ERROR_OCCURRED = 'Error Occurred';

export const FAILED_TO_FETCH_SELECTIONS = "Failed to fetch students' selections";
export const FAILED_TO_FETCH_INTERVIEWS = 'Failed to fetch interviews';
export const FAILED_TO_FETCH_SCHEDULE = 'Failed to fetch the schedule';
export const FAILED_TO_FETCH_SELECTED_COMPANIES = 'Failed to fetch selected companies';
export const FAILED_TO_UPDATE_SELECTED_COMPANIES = 'Failed to update selected companies';
export const ERROR_FETCHING_SELECTED_COMPANIES = 'Error fetching selected companies';
export const FAILED_TO_CREATE_INTERVIEW = 'Failed to create interview';
export const FAILED_TO_FETCH_COMPANIES = 'Failed to fetch companies';
export const FAILED_TO_FETCH_DATA = 'Failed to fetch data';

export const DOWNLOAD_SUCCESS = 'Download Successfully';

export const PAGE_NOT_FOUND = 'Oops! Page not found.';
export const NO_DATA_AVAILABLE = 'No data available';

/* What an empty list would hold and the next step, shown under NO_DATA_AVAILABLE. */
export const NOTHING_MATCHES_THE_SEARCH = 'Nothing matches the search: change or clear it to see more.';
export const NO_INTERVIEWS_YET =
  "No interviews yet. They appear here once the fair's team creates them from the students' selections.";
export const NO_ONE_IN_PANEL = 'No students in this panel yet. Give students this panel under Assign Students.';
export const NOBODY_WAITING = 'Nobody is waiting. Students join this queue once they are given a panel.';
export const NOTHING_FINISHED_YET = 'No interview has ended yet. Finished and no-show interviews appear here.';
export const NO_INTERVIEWEES_YET =
  "No interviewees yet. Students appear here once the fair's team gives them an interview with you.";
export const NO_COMPANIES_YET = "No companies yet. They appear here once the fair's team adds them.";
export const NO_COMPANY_CHOSEN = 'No companies chosen yet. Choose them with Add Company on the Companies screen.';

export const CONFIRM_EMAIL_TITLE = 'Confirm the Email';
export const CONFIRM_DELETE = 'Confirm Delete?';
export const CONFIRM_SUBMIT = 'Are you sure you want to submit?';
