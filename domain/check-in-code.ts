/*
 * A student's check-in code: ten characters of Crockford's base32 (no I, L, O or U, so nothing reads
 * as another character), shown and scanned as XX-XXXX-XXXX. The first two name the fair, the other
 * eight are the student's at that fair. The code holds nothing about the student: the server makes
 * it from the student's id under a key of its own, so nobody else can make or guess one.
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Either } from 'fp-ts/lib/Either.js';

export const CHECK_IN_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const FAIR_TAG_LENGTH = 2;
export const CHECK_IN_CODE_LENGTH = 10;

export const CHECK_IN_MESSAGES = {
  required: 'Enter the check-in code',
  malformed: 'A check-in code has 10 letters and digits, like 7K-3M9Q-XR2T',
  otherFair: 'This check-in code is from another fair',
  unknown: 'No student of this fair has this check-in code',
  noInterview: 'This student has no interview with your company',
} as const;

/** `length` characters of the alphabet from the bytes, five bits each, most significant first. */
export const base32 = (bytes: Uint8Array, length: number): string => {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += CHECK_IN_ALPHABET[(buffer >> (bits - 5)) & 31];
      bits -= 5;
    }
    if (out.length === length) break;
  }
  return out;
};

/** A typed code as the server compares it: capitals, no spaces or dashes, O read as 0 and I or L as 1. */
export const normalizeCheckInCode = (typed: string): string =>
  typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');

/** The code as compared, or why what was typed or scanned cannot be one. */
export const parseCheckInCode = (typed: string): Either<string, string> => {
  const code = normalizeCheckInCode(typed);
  if (code === '') return E.left(CHECK_IN_MESSAGES.required);
  const wellFormed = code.length === CHECK_IN_CODE_LENGTH && [...code].every((c) => CHECK_IN_ALPHABET.includes(c));
  return wellFormed ? E.right(code) : E.left(CHECK_IN_MESSAGES.malformed);
};

/** XX-XXXX-XXXX: the fair's two characters, then the student's eight in fours. */
export const displayCheckInCode = (code: string): string =>
  `${code.slice(0, FAIR_TAG_LENGTH)}-${code.slice(FAIR_TAG_LENGTH, 6)}-${code.slice(6)}`;
