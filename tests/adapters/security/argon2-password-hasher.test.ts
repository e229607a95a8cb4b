import { expect } from 'chai';
import { Argon2PasswordHasher } from '../../../adapters/security/argon2-password-hasher.js';

describe('Argon2PasswordHasher', () => {
  const hasher = new Argon2PasswordHasher();

  it('hashes with argon2id at the OWASP parameters (19 MiB, 2 passes, 1 lane)', async () => {
    const [, algorithm, version, parameters] = (await hasher.hash('correct horse')).split('$');
    expect(algorithm).to.equal('argon2id');
    expect(version).to.equal('v=19');
    expect(parameters?.split(',').sort()).to.deep.equal(['m=19456', 'p=1', 't=2']);
  });

  it('never stores the password itself and salts every hash', async () => {
    const first = await hasher.hash('correct horse');
    const second = await hasher.hash('correct horse');
    expect(first).not.to.include('correct horse');
    expect(first).not.to.equal(second);
  });

  it('verifies the password a hash was made from', async () => {
    const hash = await hasher.hash('pässwörd 🔑');
    expect(await hasher.verify(hash, 'pässwörd 🔑')).to.equal(true);
  });

  it('refuses any other password', async () => {
    const hash = await hasher.hash('correct horse');
    expect(await hasher.verify(hash, 'correct horsE')).to.equal(false);
    expect(await hasher.verify(hash, '')).to.equal(false);
  });

  it('answers false, without throwing, for a hash that is not an argon2 hash', async () => {
    for (const malformed of ['', 'hash', '$argon2id$', '$argon2id$v=19$m=19456,t=2,p=1$bm90LWEtc2FsdA$', '$2b$10$abcdefghijklmnopqrstuv']) {
      expect(await hasher.verify(malformed, 'hash'), malformed).to.equal(false);
    }
  });
});
