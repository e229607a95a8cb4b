import type { SignedIn } from '../../../application/sessions/signed-in.js';

/** A sign-in's answer: the account as its profile call shows it, plus the session's token and role. */
export const sessionJson = <A>(signedIn: SignedIn<A>, accountJson: (account: A) => object) => ({
  ...accountJson(signedIn.account),
  role: signedIn.role,
  token: signedIn.token,
});
