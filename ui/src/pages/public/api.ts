import type { SignUp } from '../../../../domain/sign-up.js';
import { api } from '../../api/api.js';

/** The public screens' calls: sign-up, e-mail confirmation, forgotten password; sent without a token. */

const PUBLIC = { anonymous: true } as const;

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
