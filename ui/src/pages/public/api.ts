import type { SignUp } from '../../../../domain/sign-up.js';
import type { Role } from '../../../../domain/role.js';
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

/** Whose password is forgotten: a company names its account by username, every other role by e-mail. */
export type ResetRole = Role;

/** Forgot password, step 1: mails a PIN (the answer never says that one went). */
export async function sendConfirmationCode(role: ResetRole, identity: string): Promise<string> {
  switch (role) {
    case 'student':
      return (await api.POST('/student/send-confirmation-code', { body: { email: identity }, ...PUBLIC })).message;
    case 'admin':
      return (await api.POST('/admin/send-confirmation-code', { body: { email: identity }, ...PUBLIC })).message;
    case 'coordinator':
      return (await api.POST('/coordinator/send-confirmation-code', { body: { email: identity }, ...PUBLIC })).message;
    case 'company':
      return (await api.POST('/company/send-confirmation-code', { body: { username: identity }, ...PUBLIC })).message;
  }
}

/** Forgot password, step 2: the PIN buys a short-lived reset token. */
export async function confirmCode(role: ResetRole, identity: string, pin: string) {
  switch (role) {
    case 'student':
      return (await api.POST('/student/confirm-code', { body: { email: identity, token: pin }, ...PUBLIC })).data;
    case 'admin':
      return (await api.POST('/admin/confirm-code', { body: { email: identity, token: pin }, ...PUBLIC })).data;
    case 'coordinator':
      return (await api.POST('/coordinator/confirm-code', { body: { email: identity, token: pin }, ...PUBLIC })).data;
    case 'company':
      return (await api.POST('/company/confirm-code', { body: { username: identity, token: pin }, ...PUBLIC })).data;
  }
}

/** Forgot password, step 3. */
export async function resetPassword(role: ResetRole, password: string, token: string): Promise<string> {
  return (await api.POST(`/${role}/reset-password`, { body: { password, token }, ...PUBLIC })).message;
}
