import type { PasswordHasher } from '../ports/security.js';

/**
 * A hasher that hashes each distinct password once and hands out that hash again: every demo
 * account of a role shares its role's password, so a fair of thousands needs four argon2 hashes,
 * not thousands. For the demo only; real accounts each get their own salt.
 */
export const hashEachPasswordOnce = (hasher: PasswordHasher): PasswordHasher => {
  const hashes = new Map<string, Promise<string>>();
  return {
    hash: (plain) => {
      const known = hashes.get(plain);
      if (known !== undefined) return known;
      const hashed = hasher.hash(plain);
      hashes.set(plain, hashed);
      // A failed hash is not remembered, so the next call tries again.
      hashed.catch(() => hashes.delete(plain));
      return hashed;
    },
    verify: (hash, plain) => hasher.verify(hash, plain),
  };
};
