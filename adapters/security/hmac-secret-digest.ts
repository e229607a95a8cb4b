import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SecretDigest } from '../../application/ports/security.js';

const MIN_KEY_BYTES = 32;

/** HMAC-SHA256 under a server key, hex-encoded: a leaked table of digests cannot be brute-forced offline. */
export class HmacSecretDigest implements SecretDigest {
  private readonly key: Buffer;

  constructor(key: string | Uint8Array) {
    this.key = typeof key === 'string' ? Buffer.from(key, 'utf8') : Buffer.from(key);
    if (this.key.length < MIN_KEY_BYTES) {
      throw new Error(`HmacSecretDigest needs a key of at least ${MIN_KEY_BYTES} bytes`);
    }
  }

  digest(secret: string): string {
    return createHmac('sha256', this.key).update(secret, 'utf8').digest('hex');
  }

  matches(digest: string, secret: string): boolean {
    const expected = Buffer.from(this.digest(secret), 'utf8');
    const given = Buffer.from(digest, 'utf8');
    // timingSafeEqual throws on unequal lengths; every valid digest has the same length, so
    // returning early leaks nothing but the fact that the stored value is malformed.
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
