/*
 * Every API answer is an envelope (spec §3, docs/api.md). The browser accepts one only when the
 * status is 200 or 201 and the body says success true (spec §5); anything else becomes
 * "Invalid Format!" with status 500.
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Either } from 'fp-ts/lib/Either.js';

export interface Envelope<T> {
  readonly success: boolean;
  readonly data: T;
  readonly message: string;
  readonly error: string | null;
}

export const INVALID_FORMAT = { status: 500, message: 'Invalid Format!' } as const;
export type InvalidFormat = typeof INVALID_FORMAT;

export const ACCEPTED_STATUSES: readonly number[] = [200, 201];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export const checkEnvelope = (status: number, body: unknown): Either<InvalidFormat, Envelope<unknown>> =>
  ACCEPTED_STATUSES.includes(status) && isObject(body) && body.success === true
    ? E.right({
        success: true,
        data: body.data ?? null,
        message: typeof body.message === 'string' ? body.message : '',
        error: typeof body.error === 'string' ? body.error : null,
      })
    : E.left(INVALID_FORMAT);
