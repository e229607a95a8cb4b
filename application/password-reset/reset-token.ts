/*
 * The token that step 2 of forgot password hands out and step 3 spends: the account's id and a
 * random secret, `<accountId>.<secret>`. The id says where the secret's digest is kept, so step 3
 * needs nothing but the token, as the spec's call {password, token} has it.
 */

export interface ResetToken {
  readonly accountId: string;
  readonly secret: string;
}

const ID = /^[0-9a-f]{24}$/;

export const formatResetToken = ({ accountId, secret }: ResetToken): string => `${accountId}.${secret}`;

export const parseResetToken = (token: string): ResetToken | null => {
  const dot = token.indexOf('.');
  const accountId = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  return dot > 0 && ID.test(accountId) && secret !== '' ? { accountId, secret } : null;
};
