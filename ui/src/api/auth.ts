import type { Role } from '../../../domain/role.js';
import { getJson, postForm, postJson, toFormData } from './client.js';
import type { AccountJson, SessionUser } from './types.js';

/** A company signs in with its username, every other role with its e-mail. */
export type Credentials = { readonly email: string; readonly password: string } | { readonly username: string; readonly password: string };

export async function signIn(role: Role, credentials: Credentials): Promise<SessionUser> {
  return (await postJson<SessionUser>(`/${role}/sign-in`, credentials)).data;
}

/** The role's profile call: the signed-in account without its token. */
export function fetchProfile(role: Role): Promise<AccountJson> {
  return getJson<AccountJson>(`/${role}/single`);
}

export interface SignUpForm {
  readonly email: string;
  readonly fullName: string;
  readonly title: string;
  readonly commonName: string;
  readonly indexNumber: string;
  readonly password: string;
}

export async function signUpStudent(form: SignUpForm): Promise<string> {
  return (await postForm<unknown>('/student/create', toFormData({ ...form }))).message;
}

export async function confirmEmail(email: string, token: string): Promise<string> {
  return (await postJson<unknown>('/student/confirm-email', { email, token })).message;
}

export async function resendConfirmEmail(email: string): Promise<string> {
  return (await postJson<unknown>('/student/resend-confirm-email', { email })).message;
}

/** Forgot password, step 1: mails a PIN. */
export async function sendConfirmationCode(email: string): Promise<string> {
  return (await postJson<unknown>('/student/send-confirmation-code', { email })).message;
}

/** Forgot password, step 2: the PIN buys a short-lived reset token. */
export async function confirmCode(email: string, pin: string): Promise<{ id: string; token: string }> {
  return (await postJson<{ id: string; token: string }>('/student/confirm-code', { email, token: pin })).data;
}

/** Forgot password, step 3. */
export async function resetPassword(password: string, token: string): Promise<string> {
  return (await postJson<unknown>('/student/reset-password', { password, token })).message;
}
