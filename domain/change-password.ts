/*
 * A signed-in user's Change Password form (spec §5), with the spec's messages verbatim:
 * both fields required, equal, and at least 6 characters.
 */
import { PASSWORD_MIN_LENGTH, matches } from './password.js';
import { checkField, minLength, present, validated, type Validated } from './validation.js';

export interface ChangePasswordForm {
  readonly password: string;
  readonly confirmpassword: string;
}

export const CHANGE_PASSWORD_MESSAGES = {
  required: 'Please input password!',
  doNotMatch: 'Password does not match!',
  tooShort: 'Password should contain at least 6 digits',
} as const;

export const validateChangePassword = (form: ChangePasswordForm): Validated<{ readonly password: string }> =>
  validated(
    [
      checkField('password', form.password, [
        present(CHANGE_PASSWORD_MESSAGES.required),
        minLength(PASSWORD_MIN_LENGTH, CHANGE_PASSWORD_MESSAGES.tooShort),
      ]),
      checkField('confirmpassword', form.confirmpassword, [
        present(CHANGE_PASSWORD_MESSAGES.required),
        matches(form.password, CHANGE_PASSWORD_MESSAGES.doNotMatch),
      ]),
    ],
    () => ({ password: form.password }),
  );
