import { expect } from 'chai';
import { inMemorySpentChallenges } from '../../adapters/persistence/spent-challenges.js';
import { CHALLENGE_HEADER as SERVER_HEADER, ProofOfWork } from '../../adapters/security/proof-of-work.js';
import { answerChallenge, CHALLENGE_HEADER, challengeIn } from '../../ui/src/api/challenge.js';
import { api } from '../../ui/src/api/api.js';
import { ApiError } from '../../ui/src/api/client.js';

const aPortalsProofOfWork = () =>
  new ProofOfWork('a-portal-secret-that-is-long-enough-for-hmac', inMemorySpentChallenges());

const envelope = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe("The browser's answer to a challenge (ui/src/api/challenge.ts)", function () {
  this.timeout(20_000);

  it('is solved with WebCrypto into the header the server accepts, once', async () => {
    const server = aPortalsProofOfWork();
    const answer = await answerChallenge(await server.issue(), 10_000);

    expect(CHALLENGE_HEADER).to.equal(SERVER_HEADER);
    expect(await server.redeem(answer ?? undefined)).to.equal('accepted');
    expect(await server.redeem(answer ?? undefined)).to.equal('spent');
  });

  it('is read only from an answer that carries a challenge', async () => {
    const challenge = await aPortalsProofOfWork().issue();
    expect(challengeIn({ success: false, data: { challenge } })).to.deep.equal(challenge);
    for (const body of [
      null,
      'text',
      { data: null },
      { data: { challenge: 'x' } },
      { data: { challenge: { parameters: {} } } },
    ]) {
      expect(challengeIn(body)).to.equal(null);
    }
  });
});

describe('The API client past an address’s free attempts (ui/src/api/client.ts)', function () {
  this.timeout(20_000);
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  /** A server that asks every call without a good answer for a challenge; it records each call's answer header. */
  const challengingServer = (accept: boolean) => {
    const server = aPortalsProofOfWork();
    const answers: (string | null)[] = [];
    globalThis.fetch = async (_input: string | URL | Request, init?: RequestInit) => {
      const answer = new Headers(init?.headers).get(CHALLENGE_HEADER);
      answers.push(answer);
      const verdict = await server.redeem(answer ?? undefined);
      if (verdict === 'accepted' && accept)
        return envelope(200, { success: true, data: { signedIn: true }, message: 'Signed in', error: null });
      return envelope(428, {
        success: false,
        data: { challenge: await server.issue() },
        message: 'The automatic check was answered already',
        error: verdict === 'missing' ? 'CHALLENGE_REQUIRED' : 'CHALLENGE_REJECTED',
      });
    };
    return answers;
  };

  it('solves the challenge by itself and sends the call once more with the answer', async () => {
    const answers = challengingServer(true);
    const answer = await api.POST('/admin/sign-in', {
      body: { email: 'a@fair.test', password: 'x' },
      anonymous: true,
    });

    expect(answer.data).to.deep.equal({ signedIn: true });
    expect(answers).to.have.length(2);
    expect(answers[0]).to.equal(null);
    expect(answers[1]).to.be.a('string');
  });

  it("sends the call twice at most, and shows the server's message when the answer is refused again", async () => {
    const answers = challengingServer(false);
    const signingIn = api.POST('/admin/sign-in', { body: { email: 'a@fair.test', password: 'x' }, anonymous: true });
    const failure = await signingIn.then(
      () => null,
      (error: unknown) => error,
    );

    expect(answers).to.have.length(2);
    expect(failure).to.be.instanceOf(ApiError);
    expect((failure as ApiError).status).to.equal(428);
    expect((failure as ApiError).code).to.equal('CHALLENGE_REJECTED');
    expect((failure as ApiError).message).to.equal('The automatic check was answered already');
  });
});
