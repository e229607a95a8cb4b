import { expect } from 'chai';
import { aOneTimeSecret, anId } from '../../support/builders.js';
import { freshStore, type OpenStore } from './fresh-store.js';

export const oneTimeSecretRepositoryContract = (open: OpenStore): void => {
  describe('OneTimeSecretRepository', () => {
    const store = freshStore(open);

    it('finds a stored secret by purpose and subject, exactly as it was put', async () => {
      const secret = aOneTimeSecret({ expiresAt: new Date('2026-04-01T12:34:56.789Z') });
      await store().secrets.put(secret);

      expect(await store().secrets.find(secret.purpose, secret.subjectId)).to.deep.equal(secret);
    });

    it('answers null for a subject with no secret of that purpose', async () => {
      const secret = aOneTimeSecret({ purpose: 'email-confirmation' });
      await store().secrets.put(secret);

      expect(await store().secrets.find('password-reset-pin', secret.subjectId)).to.equal(null);
      expect(await store().secrets.find('email-confirmation', anId())).to.equal(null);
    });

    it('replaces the earlier secret of the same purpose and subject on put', async () => {
      const earlier = aOneTimeSecret({ attemptsLeft: 1 });
      const later = aOneTimeSecret({ subjectId: earlier.subjectId, secretHash: 'newer', attemptsLeft: 5 });
      await store().secrets.put(earlier);
      await store().secrets.put(later);

      expect(await store().secrets.find(earlier.purpose, earlier.subjectId)).to.deep.equal(later);
    });

    it('keeps one secret per purpose for the same subject', async () => {
      const subjectId = anId();
      const pin = aOneTimeSecret({ purpose: 'password-reset-pin', subjectId });
      const token = aOneTimeSecret({ purpose: 'password-reset-token', subjectId });
      await store().secrets.put(pin);
      await store().secrets.put(token);

      expect(await store().secrets.find('password-reset-pin', subjectId)).to.deep.equal(pin);
      expect(await store().secrets.find('password-reset-token', subjectId)).to.deep.equal(token);
    });

    it('takes one attempt away on every spend and answers the attempts left', async () => {
      const secret = aOneTimeSecret({ attemptsLeft: 2 });
      await store().secrets.put(secret);

      expect(await store().secrets.spendAttempt(secret.purpose, secret.subjectId)).to.equal(1);
      expect(await store().secrets.spendAttempt(secret.purpose, secret.subjectId)).to.equal(0);
      expect((await store().secrets.find(secret.purpose, secret.subjectId))?.attemptsLeft).to.equal(0);
    });

    it('answers below zero for a spend when no attempt was left', async () => {
      const secret = aOneTimeSecret({ attemptsLeft: 0 });
      await store().secrets.put(secret);

      expect(await store().secrets.spendAttempt(secret.purpose, secret.subjectId)).to.equal(-1);
    });

    it('answers null for a spend on a secret that was never stored', async () => {
      expect(await store().secrets.spendAttempt('password-reset-pin', anId())).to.equal(null);
      expect(await store().secrets.find('password-reset-pin', anId())).to.equal(null);
    });

    it('gives concurrent spends distinct answers, so only as many succeed as there were attempts', async () => {
      const secret = aOneTimeSecret({ attemptsLeft: 3 });
      await store().secrets.put(secret);

      const answers = await Promise.all(
        Array.from({ length: 10 }, () => store().secrets.spendAttempt(secret.purpose, secret.subjectId)),
      );

      expect([...answers].sort((a, b) => (b ?? 0) - (a ?? 0))).to.deep.equal([2, 1, 0, -1, -2, -3, -4, -5, -6, -7]);
    });

    it('deletes the secret of one purpose and subject, and keeps the others', async () => {
      const subjectId = anId();
      const pin = aOneTimeSecret({ purpose: 'password-reset-pin', subjectId });
      const token = aOneTimeSecret({ purpose: 'password-reset-token', subjectId });
      await store().secrets.put(pin);
      await store().secrets.put(token);

      await store().secrets.delete('password-reset-pin', subjectId);
      await store().secrets.delete('password-reset-pin', subjectId);

      expect(await store().secrets.find('password-reset-pin', subjectId)).to.equal(null);
      expect(await store().secrets.find('password-reset-token', subjectId)).to.deep.equal(token);
    });

    it('deletes every secret of one subject, and keeps those of others', async () => {
      const subjectId = anId();
      const other = aOneTimeSecret();
      await store().secrets.put(aOneTimeSecret({ purpose: 'password-reset-pin', subjectId }));
      await store().secrets.put(aOneTimeSecret({ purpose: 'email-confirmation', subjectId }));
      await store().secrets.put(other);

      await store().secrets.deleteAllFor(subjectId);

      expect(await store().secrets.find('password-reset-pin', subjectId)).to.equal(null);
      expect(await store().secrets.find('email-confirmation', subjectId)).to.equal(null);
      expect(await store().secrets.find(other.purpose, other.subjectId)).to.deep.equal(other);
    });
  });
};
