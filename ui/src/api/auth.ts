import type { Role } from '../../../domain/role.js';
import type { SignUp } from '../../../domain/sign-up.js';
import { getJson, postForm, postJson, toFormData } from './client.js';
import type { BodyOf, DataOf, FormFieldsOf } from './contract.js';
import type { AccountJson, SessionUser } from './types.js';

const PUBLIC = { anonymous: true } as const;

/** A company signs in with its username, every other role with its e-mail. */
export type Credentials = Required<BodyOf<'signInStudent'>> | Required<BodyOf<'signInCompany'>>;

export async function signIn(role: Role, credentials: Credentials): Promise<SessionUser> {
  return (await postJson<SessionUser>(`/${role}/sign-in`, credentials, PUBLIC)).data;
}

/** The role's profile call: the signed-in account without its token. */
export function fetchProfile(role: Role): Promise<AccountJson> {
  return getJson<AccountJson>(`/${role}/single`);
}

export async function signUpStudent(form: SignUp): Promise<string> {
  const fields: FormFieldsOf<'signUpStudent'> = form;
  return (await postForm<DataOf<'signUpStudent'>>('/student/create', toFormData(fields), PUBLIC)).message;
}

export async function confirmEmail(email: string, token: string): Promise<string> {
  const body: BodyOf<'confirmStudentEmail'> = { email, token };
  return (await postJson<DataOf<'confirmStudentEmail'>>('/student/confirm-email', body, PUBLIC)).message;
}

export async function resendConfirmEmail(email: string): Promise<string> {
  const body: BodyOf<'resendConfirmationEmail'> = { email };
  return (await postJson<DataOf<'resendConfirmationEmail'>>('/student/resend-confirm-email', body, PUBLIC)).message;
}

/** Forgot password, step 1: mails a PIN. */
export async function sendConfirmationCode(email: string): Promise<string> {
  const body: BodyOf<'sendPasswordResetPin'> = { email };
  return (await postJson<DataOf<'sendPasswordResetPin'>>('/student/send-confirmation-code', body, PUBLIC)).message;
}

/** Forgot password, step 2: the PIN buys a short-lived reset token. */
export async function confirmCode(email: string, pin: string): Promise<DataOf<'confirmPasswordResetPin'>> {
  const body: BodyOf<'confirmPasswordResetPin'> = { email, token: pin };
  return (await postJson<DataOf<'confirmPasswordResetPin'>>('/student/confirm-code', body, PUBLIC)).data;
}

/** Forgot password, step 3. */
export async function resetPassword(password: string, token: string): Promise<string> {
  const body: BodyOf<'resetStudentPassword'> = { password, token };
  return (await postJson<DataOf<'resetStudentPassword'>>('/student/reset-password', body, PUBLIC)).message;
}
