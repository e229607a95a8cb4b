import argon2 from 'argon2';
import type { PasswordHasher } from '../../application/ports/security.js';

/** OWASP Password Storage Cheat Sheet, argon2id minimum: 19 MiB of memory, 2 passes, 1 lane. */
export const OWASP_ARGON2ID = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export class Argon2PasswordHasher implements PasswordHasher {
  async hash(plain: string): Promise<string> {
    return argon2.hash(plain, { type: argon2.argon2id, ...OWASP_ARGON2ID });
  }

  async verify(hash: string, plain: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, plain);
    } catch {
      // A hash that is not a PHC string (a corrupt record, a placeholder) simply does not match.
      return false;
    }
  }
}
