import { CHALLENGE_HEADER, solveChallengeInNode, type Challenge } from '../../adapters/security/proof-of-work.js';
import { DEVICE_COOKIE } from '../../adapters/security/remembered-devices.js';

/** What a limited call answered. */
export interface LimitedAnswer {
  readonly status: number;
  readonly retryAfter: string | null;
  readonly body: { success: boolean; data: unknown; error: string | null; message: string };
  /** `fair_device=...` when the answer set the device cookie, ready to send back as a Cookie header. */
  readonly deviceCookie: string | null;
}

/** How a call is sent: from which client address (TRUST_PROXY=true), with which device cookie, token or answer. */
export interface CallFrom {
  /** Appended to X-Forwarded-For, as a load balancer would: the portal must run with TRUST_PROXY=true. */
  readonly address: string;
  readonly deviceCookie?: string | null;
  readonly token?: string;
  readonly challengeAnswer?: string;
}

/** A JSON POST to the API from one client address. */
export const postFrom = async (url: string, json: object, from: CallFrom): Promise<LimitedAnswer> => {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Forwarded-For': from.address };
  if (from.deviceCookie) headers.Cookie = from.deviceCookie;
  if (from.token) headers.Authorization = `Bearer ${from.token}`;
  if (from.challengeAnswer !== undefined) headers[CHALLENGE_HEADER] = from.challengeAnswer;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(json) });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${DEVICE_COOKIE}=`));
  return {
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    body: (await response.json()) as LimitedAnswer['body'],
    deviceCookie: cookie ? cookie.split(';')[0]! : null,
  };
};

/** The challenge a 428 answer carries. */
export const challengeOf = (answer: LimitedAnswer): Challenge => {
  const challenge = (answer.body.data as { challenge?: Challenge } | null)?.challenge;
  if (!challenge) throw new Error(`no challenge in the answer ${answer.status} ${JSON.stringify(answer.body)}`);
  return challenge;
};

/** A call sent as the browser sends it: when a challenge is asked for, solved and sent once more with its answer. */
export const postSolving = async (
  url: string,
  json: object,
  from: CallFrom,
): Promise<LimitedAnswer & { readonly challenged: boolean }> => {
  const first = await postFrom(url, json, from);
  if (first.status !== 428) return { ...first, challenged: false };
  const answer = await solveChallengeInNode(challengeOf(first));
  return { ...(await postFrom(url, json, { ...from, challengeAnswer: answer })), challenged: true };
};
