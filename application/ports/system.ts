export interface Clock {
  now(): Date;
}

/** Makes 24-hex ObjectId strings. */
export interface IdGenerator {
  next(): string;
}

export interface RandomSource {
  /** A URL-safe random token with at least `bytes` bytes of entropy. */
  token(bytes: number): string;
  /** `length` random characters drawn from `alphabet`. */
  code(length: number, alphabet: string): string;
}
