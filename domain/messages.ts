/*
 * The user-visible texts of spec §8 that the server says and that belong to no single rule, verbatim.
 * A rule's own messages live beside the rule (e.g. SELECTION_MESSAGES in selection.ts, INVALID_FORMAT in
 * envelope.ts); the texts only the screens show live in ui/src/screen-texts.ts.
 * Ours, where the spec describes a text without giving it: EMAIL_VERIFIED, VERIFICATION_LINK_INVALID.
 */

/** The message of a student sign-in refused for an unconfirmed e-mail. */
export const UNVERIFIED_EMAIL_CODE = 'code:11002';

export const STUDENT_CV_NOT_FOUND = 'The requested file not found or failed to load. Please re-submit the file!';
export const COMPANY_CV_NOT_FOUND =
  'The requested file not found or failed to load. Please request CV/Resume Through company Coordinator!';

export const UPLOAD_SUCCESS = 'Upload Successfully';
export const PASSWORD_CHANGED = 'Password Change Successfully! Please Login Again.';
export const SELECTION_UPDATED = 'Selected companies updated successfully';
export const INTERVIEW_CREATED = 'Interview created successfully!';
export const ACCOUNT_CHANGED = 'Account Change Successfully!';
export const PROFILE_UPDATED = 'Successfully updated your profile!';

export const EMAIL_VERIFIED = 'Your e-mail is confirmed. You can sign in now.';
export const VERIFICATION_LINK_INVALID = 'Sorry, this activation link is expired or invalid.';
