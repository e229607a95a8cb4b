/*
 * A signed-in user's Change Password form (spec §5), with the spec's messages verbatim:
 * the password required and at least 6 characters; the confirmation, when it is sent, required and
 * equal. A password sent alone is enough (spec §7: POST /student/update/ {password}).
 */
import { PASSWORD_MIN_LENGTH, matches } from './password.js';
import { checkField, minLength, present, validated, type Validated } from './validation.js';

/** What a client may send: the form, or the password alone (its confirmation undefined). */
export interface ChangePasswordRequest {
  readonly password: string;
  readonly confirmpassword?: string | undefined;
}

export const CHANGE_PASSWORD_MESSAGES = {
  required: 'Please input password!',
  doNotMatch: 'Password does not match!',
  tooShort: 'Password should contain at least 6 digits',
} as const;

export const validateChangePassword = (form: ChangePasswordRequest): Validated<{ readonly password: string }> =>
  validated(
    [
      checkField('password', form.password, [
        present(CHANGE_PASSWORD_MESSAGES.required),
        minLength(PASSWORD_MIN_LENGTH, CHANGE_PASSWORD_MESSAGES.tooShort),
      ]),
      form.confirmpassword === undefined
        ? null
        : checkField('confirmpassword', form.confirmpassword, [
            present(CHANGE_PASSWORD_MESSAGES.required),
            matches(form.password, CHANGE_PASSWORD_MESSAGES.doNotMatch),
          ]),
    ],
    () => ({ password: form.password }),
  );
