/*
 * The user-visible texts of spec §8 (and the prompts of §2) that belong to no single rule, verbatim,
 * so the browser and the server show the same words. A rule's own messages live beside the rule
 * (e.g. SELECTION_MESSAGES in selection.ts, INVALID_FORMAT in envelope.ts).
 * Ours, where the spec describes a text without giving it: EMAIL_VERIFIED, VERIFICATION_LINK_INVALID.
 */

/** The message of a student sign-in refused for an unconfirmed e-mail. */
export const UNVERIFIED_EMAIL_CODE = 'code:11002';

export const ERROR_TITLE = 'Error Occurred!';
export const SUCCESS_TITLE = 'Success!';
export const DEFAULT_ALERT_TITLE = 'Alert!';
export const REQUEST_ERROR_TITLE = 'Request Error!';
export const UNKNOWN_ERROR = 'Unknown Error';
/** Shown inline by an add form when a failure carries no message. */
export const ERROR_OCCURRED = 'Error Occurred';

export const FAILED_TO_FETCH_SELECTIONS = "Failed to fetch students' selections";
export const FAILED_TO_FETCH_INTERVIEWS = 'Failed to fetch interviews';
export const FAILED_TO_FETCH_SELECTED_COMPANIES = 'Failed to fetch selected companies';
export const FAILED_TO_UPDATE_SELECTED_COMPANIES = 'Failed to update selected companies';
export const ERROR_FETCHING_SELECTED_COMPANIES = 'Error fetching selected companies';
export const FAILED_TO_CREATE_INTERVIEW = 'Failed to create interview';
export const FAILED_TO_FETCH_COMPANIES = 'Failed to fetch companies';
export const FAILED_TO_FETCH_DATA = 'Failed to fetch data';

export const STUDENT_CV_NOT_FOUND = 'The requested file not found or failed to load. Please re-submit the file!';
export const COMPANY_CV_NOT_FOUND =
  'The requested file not found or failed to load. Please request CV/Resume Through company Coordinator!';

export const UPLOAD_SUCCESS = 'Upload Successfully';
export const DOWNLOAD_SUCCESS = 'Download Successfully';
export const PASSWORD_CHANGED = 'Password Change Successfully! Please Login Again.';
export const SELECTION_UPDATED = 'Selected companies updated successfully';
export const INTERVIEW_CREATED = 'Interview created successfully!';
export const ACCOUNT_CHANGED = 'Account Change Successfully!';
export const PROFILE_UPDATED = 'Successfully updated your profile!';

export const EMAIL_VERIFIED = 'Your e-mail is confirmed. You can sign in now.';
export const VERIFICATION_LINK_INVALID = 'Sorry, this activation link is expired or invalid.';

export const PAGE_NOT_FOUND = 'Oops! Page not found.';
export const NO_DATA_AVAILABLE = 'No data available';

export const CONFIRM_EMAIL_TITLE = 'Confirm the Email';
export const CONFIRM_DELETE = 'Confirm Delete?';
export const CONFIRM_SUBMIT = 'Are you sure you want to submit?';
