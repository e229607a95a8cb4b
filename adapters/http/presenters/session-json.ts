import { z } from 'zod';
import type { SignedIn } from '../../../application/sessions/signed-in.js';

/** A sign-in's answer for one role: the account as its profile call shows it, plus the session's token. */
export const sessionSchema = <Shape extends z.core.$ZodShape, Config extends z.core.$ZodObjectConfig>(
  account: z.ZodObject<Shape, Config>,
  id: string,
) => account.extend({ token: z.string().describe('The bearer token (JWT) of the session') }).meta({ id });

/** A sign-in's answer: the account as its profile call shows it (with its role), plus the session's token. */
export const sessionJson = <A, J extends object>(signedIn: SignedIn<A>, accountJson: (account: A) => J) => ({
  ...accountJson(signedIn.account),
  token: signedIn.token,
});
