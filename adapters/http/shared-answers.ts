import * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../../application/errors.js';

/** A JSON answer as it is sent: its status and its body already serialized. */
export interface SharedAnswer {
  readonly status: number;
  readonly body: string;
}

/** How many versions of shared lists are kept; a list's older versions are never asked for again. */
const MOST_KEPT = 256;

/**
 * Answers to polled lists that are the same whoever asks (the open walk-in companies), made once
 * for each version of what they show and handed to every caller, including those asking while it
 * is being made: when a walk-in opens, thousands of students' screens read the list again at once,
 * and the store is read and the JSON written once, not thousands of times. A failure is not kept.
 */
export class SharedAnswers {
  private readonly answers = new Map<string, Promise<E.Either<AppError, SharedAnswer>>>();

  answer(
    key: string,
    make: () => Promise<E.Either<AppError, SharedAnswer>>,
  ): Promise<E.Either<AppError, SharedAnswer>> {
    const known = this.answers.get(key);
    if (known !== undefined) return known;
    const made = make();
    this.answers.set(key, made);
    if (this.answers.size > MOST_KEPT) this.answers.delete(this.answers.keys().next().value!);
    void made.then(
      (result) => E.isLeft(result) && this.answers.delete(key),
      () => this.answers.delete(key),
    );
    return made;
  }
}
