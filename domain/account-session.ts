/*
 * How long a session's power lasts (design.md §8). Every account (admin, student, coordinator,
 * company) carries a session version; a token records the version it was issued under. Changing the
 * password raises the version, and deleting the account ends it, so tokens issued before either
 * stop holding at once instead of at their expiry.
 */

/** The session version of an account that never changed its password (and of records stored before versions existed). */
export const FIRST_SESSION_VERSION = 0;

/** A token holds while its account exists (`current` not null) and was issued under the current version. */
export const sessionHolds = (tokenVersion: number, current: number | null): boolean =>
  current !== null && tokenVersion >= current;
