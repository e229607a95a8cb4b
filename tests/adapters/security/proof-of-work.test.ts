import { expect } from 'chai';
import { inMemorySpentChallenges } from '../../../adapters/persistence/spent-challenges.js';
import { CHALLENGE_DIFFICULTY, ProofOfWork, solveChallengeInNode } from '../../../adapters/security/proof-of-work.js';

const SECRET = 'a-portal-secret-that-is-long-enough-for-hmac';

/** A portal's proof of work on a clock the test moves. */
const aProofOfWork = (secret = SECRET) => {
  // altcha-lib checks expiry on the real clock too: the test's clock starts at the real time.
  const clock = { now: Math.floor(Date.now() / 1000) * 1000 };
  const proofOfWork = new ProofOfWork(
    secret,
    inMemorySpentChallenges(() => clock.now),
    () => clock.now,
  );
  return { proofOfWork, clock };
};

describe('Proof of work (the challenge past an address’s free attempts)', function () {
  this.timeout(20_000);

  it('accepts a challenge solved in Node, once', async () => {
    const { proofOfWork } = aProofOfWork();
    const answer = await solveChallengeInNode(await proofOfWork.issue());

    expect(await proofOfWork.redeem(answer)).to.equal('accepted');
    expect(await proofOfWork.redeem(answer)).to.equal('spent');
  });

  it('issues challenges of the documented cost that expire after their lifetime', async () => {
    const { proofOfWork, clock } = aProofOfWork();
    const challenge = await proofOfWork.issue();

    expect(challenge.parameters).to.include({ algorithm: 'PBKDF2/SHA-256', cost: CHALLENGE_DIFFICULTY.iterations });
    expect(challenge.parameters.expiresAt).to.equal(clock.now / 1000 + CHALLENGE_DIFFICULTY.lifetimeSeconds);
  });

  it('refuses an answer given after the challenge expired', async () => {
    const { proofOfWork, clock } = aProofOfWork();
    const answer = await solveChallengeInNode(await proofOfWork.issue());
    clock.now += CHALLENGE_DIFFICULTY.lifetimeSeconds * 1000;

    expect(await proofOfWork.redeem(answer)).to.equal('expired');
  });

  it('refuses a challenge signed by another portal', async () => {
    const other = aProofOfWork('another-portal-secret-that-is-long-enough');
    const { proofOfWork } = aProofOfWork();
    const answer = await solveChallengeInNode(await other.proofOfWork.issue());

    expect(await proofOfWork.redeem(answer)).to.equal('wrong');
  });

  it('tells a missing answer from one it cannot read', async () => {
    const { proofOfWork } = aProofOfWork();

    expect(await proofOfWork.redeem(undefined)).to.equal('missing');
    expect(await proofOfWork.redeem('')).to.equal('missing');
    expect(await proofOfWork.redeem('%%%')).to.equal('unreadable');
    expect(await proofOfWork.redeem(Buffer.from('{"challenge":{}}').toString('base64'))).to.equal('unreadable');
    expect(await proofOfWork.redeem('A'.repeat(10_000))).to.equal('unreadable');
  });
});
