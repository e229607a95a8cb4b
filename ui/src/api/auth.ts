import type { Role } from '../../../domain/role.js';
import type { SignUp } from '../../../domain/sign-up.js';
import { api } from './api.js';
import type { BodyAt } from './contract.js';
import type { AccountJson, SessionUser } from './types.js';

const PUBLIC = { anonymous: true } as const;

/** A company signs in with its username, every other role with its e-mail. */
export type Credentials = Required<BodyAt<'/student/sign-in', 'post'>> | Required<BodyAt<'/company/sign-in', 'post'>>;

export async function signIn(role: Role, credentials: Credentials): Promise<SessionUser> {
  const answer = await api.POST(`/${role}/sign-in`, { body: credentials as never, ...PUBLIC });
  return answer.data;
}

/** The role's profile call: the signed-in account without its token. */
export async function fetchProfile(role: Role): Promise<AccountJson> {
  return (await api.GET(`/${role}/single`)).data as AccountJson;
}

export async function signUpStudent(form: SignUp): Promise<string> {
  return (await api.POST('/student/create', { form, ...PUBLIC })).message;
}

export async function confirmEmail(email: string, token: string): Promise<string> {
  return (await api.POST('/student/confirm-email', { body: { email, token }, ...PUBLIC })).message;
}

export async function resendConfirmEmail(email: string): Promise<string> {
  return (await api.POST('/student/resend-confirm-email', { body: { email }, ...PUBLIC })).message;
}

/** Forgot password, step 1: mails a PIN. */
export async function sendConfirmationCode(email: string): Promise<string> {
  return (await api.POST('/student/send-confirmation-code', { body: { email }, ...PUBLIC })).message;
}

/** Forgot password, step 2: the PIN buys a short-lived reset token. */
export async function confirmCode(email: string, pin: string) {
  return (await api.POST('/student/confirm-code', { body: { email, token: pin }, ...PUBLIC })).data;
}

/** Forgot password, step 3. */
export async function resetPassword(password: string, token: string): Promise<string> {
  return (await api.POST('/student/reset-password', { body: { password, token }, ...PUBLIC })).message;
}
