import type { Role } from '../../../domain/role.js';
import { api } from '../api/api.js';
import type { BodyAt } from '../api/contract.js';
import type { AccountJson, SessionUser } from '../api/types.js';

/** The session's calls: signing in, and reading the signed-in account again. */

/** A company signs in with its username, every other role with its e-mail. */
export type Credentials = Required<BodyAt<'/student/sign-in', 'post'>> | Required<BodyAt<'/company/sign-in', 'post'>>;

export async function signIn(role: Role, credentials: Credentials): Promise<SessionUser> {
  const answer = await api.POST(`/${role}/sign-in`, { body: credentials, anonymous: true });
  return answer.data;
}

/** The role's profile call: the signed-in account without its token. */
export async function fetchProfile(role: Role): Promise<AccountJson> {
  return (await api.GET(`/${role}/single`)).data as AccountJson;
}

/** The roles whose Change Password is in the account menu; a student's and a company's are on their own screens. */
export type MenuPasswordRole = 'admin' | 'coordinator';

export const hasMenuPasswordChange = (role: Role): role is MenuPasswordRole =>
  role === 'admin' || role === 'coordinator';

/** Change Password of a signed-in administrator or coordinator; every session of the account ends. */
export async function changeOwnPassword(role: MenuPasswordRole, password: string, confirmpassword: string) {
  return (await api.POST(`/${role}/change-password`, { body: { password, confirmpassword } })).message;
}
