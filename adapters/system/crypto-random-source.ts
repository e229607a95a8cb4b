import { randomBytes, randomInt } from 'node:crypto';
import type { RandomSource } from '../../application/ports/system.js';

export class CryptoRandomSource implements RandomSource {
  token(bytes: number): string {
    if (!Number.isInteger(bytes) || bytes < 1) throw new RangeError('token() needs a positive whole number of bytes');
    return randomBytes(bytes).toString('base64url');
  }

  code(length: number, alphabet: string): string {
    if (!Number.isInteger(length) || length < 0) throw new RangeError('code() needs a whole, non-negative length');
    const symbols = Array.from(alphabet);
    // A repeated symbol would be drawn more often than the others.
    if (symbols.length === 0 || new Set(symbols).size !== symbols.length) {
      throw new RangeError('code() needs a non-empty alphabet without repeated symbols');
    }
    // randomInt rejects out-of-range draws instead of taking a modulus, so every symbol is equally likely.
    return Array.from({ length }, () => symbols[randomInt(symbols.length)]).join('');
  }
}
