import type { Role } from '../../../domain/role.js';
import type { SignUp } from '../../../domain/sign-up.js';
import { getJson, postForm, postJson, toFormData } from './client.js';
import type { AccountJson, SessionUser } from './types.js';

const PUBLIC = { anonymous: true } as const;

/** A company signs in with its username, every other role with its e-mail. */
export type Credentials =
  { readonly email: string; readonly password: string } | { readonly username: string; readonly password: string };

export async function signIn(role: Role, credentials: Credentials): Promise<SessionUser> {
  return (await postJson<SessionUser>(`/${role}/sign-in`, credentials, PUBLIC)).data;
}

/** The role's profile call: the signed-in account without its token. */
export function fetchProfile(role: Role): Promise<AccountJson> {
  return getJson<AccountJson>(`/${role}/single`);
}

export async function signUpStudent(form: SignUp): Promise<string> {
  return (await postForm<unknown>('/student/create', toFormData({ ...form }), PUBLIC)).message;
}

export async function confirmEmail(email: string, token: string): Promise<string> {
  return (await postJson<unknown>('/student/confirm-email', { email, token }, PUBLIC)).message;
}

export async function resendConfirmEmail(email: string): Promise<string> {
  return (await postJson<unknown>('/student/resend-confirm-email', { email }, PUBLIC)).message;
}

/** Forgot password, step 1: mails a PIN. */
export async function sendConfirmationCode(email: string): Promise<string> {
  return (await postJson<unknown>('/student/send-confirmation-code', { email }, PUBLIC)).message;
}

/** Forgot password, step 2: the PIN buys a short-lived reset token. */
export async function confirmCode(email: string, pin: string): Promise<{ id: string; token: string }> {
  return (await postJson<{ id: string; token: string }>('/student/confirm-code', { email, token: pin }, PUBLIC)).data;
}

/** Forgot password, step 3. */
export async function resetPassword(password: string, token: string): Promise<string> {
  return (await postJson<unknown>('/student/reset-password', { password, token }, PUBLIC)).message;
}
