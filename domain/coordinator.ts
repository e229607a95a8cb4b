/*
 * The Add Coordinator form (spec §5 and §7): e-mail, name, contact number, company, password,
 * confirmation. Our choices: every field is required, with "Email is required", "Name is required",
 * "Contact number is required", "Company is required", "Password is required"; the password needs
 * at least 6 characters, the sign-in minimum, so the coordinator can sign in.
 */
import * as E from 'fp-ts/lib/Either.js';
import { EMAIL_MESSAGES, emailFormat, normalizeEmail } from './email.js';
import { matches, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from './password.js';
import { checkField, minLength, present, required, validated, type Validated } from './validation.js';

/** A coordinator is bound to exactly one company. */
export interface Coordinator {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly contactNumber: string;
  readonly companyId: string;
  readonly passwordHash: string;
  /** Raised by every password change; tokens issued under an older one no longer hold (account-session.ts). */
  readonly sessionVersion: number;
  readonly createdAt: Date;
}

export interface AddCoordinatorForm {
  readonly email: string;
  readonly name: string;
  readonly contactNumber: string;
  /** The id of the company the coordinator works for. */
  readonly company: string;
  readonly password: string;
  readonly confirmpassword: string;
}

export interface NewCoordinator {
  readonly email: string;
  readonly name: string;
  readonly contactNumber: string;
  readonly companyId: string;
  readonly password: string;
}

export const ADD_COORDINATOR_MESSAGES = {
  emailRequired: EMAIL_MESSAGES.required,
  invalidEmail: EMAIL_MESSAGES.invalid,
  nameRequired: 'Name is required',
  contactNumberRequired: 'Contact number is required',
  companyRequired: 'Company is required',
  passwordRequired: PASSWORD_MESSAGES.required,
  passwordTooShort: PASSWORD_MESSAGES.tooShort,
  passwordsDoNotMatch: PASSWORD_MESSAGES.doNotMatch,
} as const;

/** A coordinator's e-mail as adding one checks it: required, and exactly one mailbox. */
export const checkCoordinatorEmail = (email: string) =>
  checkField('email', email, [required(ADD_COORDINATOR_MESSAGES.emailRequired), emailFormat]);

export const validateAddCoordinator = (form: AddCoordinatorForm): Validated<NewCoordinator> =>
  validated(
    [
      checkCoordinatorEmail(form.email),
      checkField('name', form.name, [required(ADD_COORDINATOR_MESSAGES.nameRequired)]),
      checkField('contactNumber', form.contactNumber, [required(ADD_COORDINATOR_MESSAGES.contactNumberRequired)]),
      checkField('company', form.company, [required(ADD_COORDINATOR_MESSAGES.companyRequired)]),
      checkField('password', form.password, [
        present(ADD_COORDINATOR_MESSAGES.passwordRequired),
        minLength(PASSWORD_MIN_LENGTH, ADD_COORDINATOR_MESSAGES.passwordTooShort),
      ]),
      checkField('confirmpassword', form.confirmpassword, [
        matches(form.password, ADD_COORDINATOR_MESSAGES.passwordsDoNotMatch),
      ]),
    ],
    () => ({
      email: normalizeEmail(form.email),
      name: form.name.trim(),
      contactNumber: form.contactNumber.trim(),
      companyId: form.company.trim(),
      password: form.password,
    }),
  );

/**
 * The Edit Coordinator form: the Add form's fields, the password optional. Left empty, the password
 * stays as it is; given, it follows the Add form's rules and needs its confirmation.
 */
export type EditCoordinatorForm = Omit<AddCoordinatorForm, 'password' | 'confirmpassword'> & {
  readonly password?: string | undefined;
  readonly confirmpassword?: string | undefined;
};

/** What an edit writes: every field of the account, and a new password only when one was given. */
export interface CoordinatorChanges {
  readonly email: string;
  readonly name: string;
  readonly contactNumber: string;
  readonly companyId: string;
  readonly password: string | null;
}

export const validateEditCoordinator = (form: EditCoordinatorForm): Validated<CoordinatorChanges> => {
  const password = form.password ?? '';
  const checked = validateAddCoordinator({
    ...form,
    // An empty password keeps the current one: checked as if a valid one were given, then dropped.
    password: password === '' ? 'unchanged' : password,
    confirmpassword: password === '' ? 'unchanged' : (form.confirmpassword ?? ''),
  });
  return E.map((valid: NewCoordinator): CoordinatorChanges => ({
    ...valid,
    password: password === '' ? null : valid.password,
  }))(checked);
};
