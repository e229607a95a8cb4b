import { ACCOUNT_EMAIL_TAKEN } from '../account-emails.js';

/** What the student-account use cases answer when they refuse; shown to people as they are. */
export const STUDENT_ACCOUNT_MESSAGES = {
  emailTaken: ACCOUNT_EMAIL_TAKEN,
  indexNumberTaken: 'An account with this index number already exists',
  emailNotEditable: 'The e-mail of an account cannot be changed',
  noPicture: 'This student has no profile picture',
  companyNotChosen: 'You can upload a CV only for a company you selected or have an interview with',
  notInterviewing: 'Only a company that interviews this student can see it',
  otherStudent: 'A student can only see their own account',
} as const;
