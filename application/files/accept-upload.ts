import * as E from 'fp-ts/lib/Either.js';
import type { DetectedMediaType } from '../../domain/upload.js';
import { type AppError, payloadTooLarge, unsupportedMediaType, validation } from '../errors.js';

/** What one kind of upload must be, and what to say when it is not. */
export interface UploadRule {
  readonly field: string;
  readonly maxBytes: number;
  /** The media type the bytes start like, among those this upload accepts. */
  readonly detect: (bytes: Uint8Array) => DetectedMediaType | null;
  readonly missing: string;
  readonly tooLarge: string;
  readonly wrongType: string;
}

/** Bytes to store, with the media type read from them. */
export interface AcceptedUpload {
  readonly bytes: Uint8Array;
  readonly contentType: DetectedMediaType;
}

/** The upload, when it is present, small enough and of an accepted type by its bytes. */
export const acceptUpload = (bytes: Uint8Array | null, rule: UploadRule): E.Either<AppError, AcceptedUpload> => {
  if (bytes === null || bytes.length === 0) return E.left(validation([{ field: rule.field, message: rule.missing }]));
  if (bytes.length > rule.maxBytes) return E.left(payloadTooLarge(rule.tooLarge));
  const contentType = rule.detect(bytes);
  return contentType === null ? E.left(unsupportedMediaType(rule.wrongType)) : E.right({ bytes, contentType });
};
