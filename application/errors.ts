import { UNVERIFIED_EMAIL_CODE } from '../domain/messages.js';
import type { FieldFailure } from '../domain/validation.js';

/**
 * The closed set of things that can go wrong in a use case.
 * Only the HTTP adapter turns them into status codes (design.md §1).
 */
export type AppError =
  | { readonly kind: 'Validation'; readonly message: string; readonly failures: ReadonlyArray<FieldFailure> }
  | { readonly kind: 'Unauthenticated'; readonly message: string }
  | { readonly kind: 'Unverified'; readonly message: string }
  | { readonly kind: 'Forbidden'; readonly message: string }
  | { readonly kind: 'NotFound'; readonly message: string }
  | { readonly kind: 'Conflict'; readonly message: string }
  | { readonly kind: 'PayloadTooLarge'; readonly message: string }
  | { readonly kind: 'UnsupportedMediaType'; readonly message: string }
  | { readonly kind: 'TooManyRequests'; readonly message: string }
  | { readonly kind: 'Unavailable'; readonly message: string }
  | { readonly kind: 'Unexpected'; readonly message: string; readonly cause: unknown };

export type AppErrorKind = AppError['kind'];

export { UNVERIFIED_EMAIL_CODE };

export const validation = (failures: ReadonlyArray<FieldFailure>): AppError => ({
  kind: 'Validation',
  message: failures[0]?.message ?? 'Invalid input',
  failures,
});
export const unauthenticated = (message = 'Authentication required'): AppError => ({
  kind: 'Unauthenticated',
  message,
});
export const unverified = (): AppError => ({ kind: 'Unverified', message: UNVERIFIED_EMAIL_CODE });
export const forbidden = (message = 'Not allowed'): AppError => ({ kind: 'Forbidden', message });
export const notFound = (message: string): AppError => ({ kind: 'NotFound', message });
export const conflict = (message: string): AppError => ({ kind: 'Conflict', message });
export const payloadTooLarge = (message: string): AppError => ({ kind: 'PayloadTooLarge', message });
export const unsupportedMediaType = (message: string): AppError => ({ kind: 'UnsupportedMediaType', message });
export const tooManyRequests = (message = 'Too many requests, try again later'): AppError => ({
  kind: 'TooManyRequests',
  message,
});
/** Something this server depends on (the store) does not answer. */
export const unavailable = (message: string): AppError => ({ kind: 'Unavailable', message });
export const unexpected = (cause: unknown): AppError => ({ kind: 'Unexpected', message: 'Internal error', cause });
