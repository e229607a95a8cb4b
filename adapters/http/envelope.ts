import type { AppError, AppErrorKind } from '../../application/errors.js';

/** The shape of every JSON answer (spec §3, docs/api.md). */
export interface Envelope<T = unknown> {
  readonly success: boolean;
  readonly data: T | null;
  readonly message: string;
  readonly error: string | null;
}

export const succeeded = <T>(data: T, message = ''): Envelope<T> => ({ success: true, data, message, error: null });

interface ErrorAnswer {
  readonly status: number;
  readonly code: string;
}

const answers: Record<AppErrorKind, ErrorAnswer> = {
  Validation: { status: 400, code: 'VALIDATION' },
  Unauthenticated: { status: 401, code: 'UNAUTHENTICATED' },
  Unverified: { status: 401, code: 'UNVERIFIED_EMAIL' },
  Forbidden: { status: 403, code: 'FORBIDDEN' },
  NotFound: { status: 404, code: 'NOT_FOUND' },
  Conflict: { status: 409, code: 'CONFLICT' },
  PayloadTooLarge: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  UnsupportedMediaType: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  TooManyRequests: { status: 429, code: 'TOO_MANY_REQUESTS' },
  Unavailable: { status: 503, code: 'UNAVAILABLE' },
  Unexpected: { status: 500, code: 'INTERNAL' },
};

export const statusOf = (error: AppError): number => answers[error.kind].status;

/** The envelope of a failure; validation failures carry every field's message in `data.fields`. */
export const failed = (error: AppError): Envelope<{ fields: Record<string, string> }> => ({
  success: false,
  data: error.kind === 'Validation' ? { fields: fieldMessages(error) } : null,
  message: error.message,
  error: answers[error.kind].code,
});

const fieldMessages = (error: Extract<AppError, { kind: 'Validation' }>): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const failure of error.failures) fields[failure.field] ??= failure.message;
  return fields;
};
