import { createHmac } from 'node:crypto';
import { expect } from 'chai';
import { HmacSecretDigest } from '../../../adapters/security/hmac-secret-digest.js';

describe('HmacSecretDigest', () => {
  const key = 'k'.repeat(32);
  const digests = new HmacSecretDigest(key);

  it('digests a secret as the hex HMAC-SHA256 under the server key', () => {
    expect(digests.digest('A1B2C3')).to.equal(createHmac('sha256', key).update('A1B2C3').digest('hex'));
  });

  it('gives the same digest for the same secret and never contains the secret', () => {
    expect(digests.digest('A1B2C3')).to.equal(digests.digest('A1B2C3'));
    expect(digests.digest('A1B2C3')).not.to.include('A1B2C3');
  });

  it('matches a digest against the secret it was made from', () => {
    expect(digests.matches(digests.digest('A1B2C3'), 'A1B2C3')).to.equal(true);
  });

  it('does not match another secret, even one differing only in case', () => {
    const digest = digests.digest('A1B2C3');
    expect(digests.matches(digest, 'A1B2C4')).to.equal(false);
    expect(digests.matches(digest, 'a1b2c3')).to.equal(false);
  });

  it('does not match a digest made under another key', () => {
    const other = new HmacSecretDigest('o'.repeat(32));
    expect(digests.matches(other.digest('A1B2C3'), 'A1B2C3')).to.equal(false);
  });

  it('answers false, without throwing, for a stored digest of the wrong length or shape', () => {
    for (const malformed of ['', 'abc', digests.digest('A1B2C3').slice(1), `${digests.digest('A1B2C3')}00`]) {
      expect(digests.matches(malformed, 'A1B2C3'), malformed).to.equal(false);
    }
  });

  it('refuses a key shorter than 32 bytes', () => {
    expect(() => new HmacSecretDigest('short')).to.throw(/at least 32 bytes/);
  });
});
