import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { Interview } from '../../domain/interview.js';
import { type AppError, notFound } from '../errors.js';
import { NOT_FOUND_MESSAGES } from '../find-records.js';
import type { InterviewDetails, InterviewDetailsLoader } from './interview-details.js';

/** One interview with its student, company and panel; gone if its student or company was just deleted. */
export const detailsOfOne = (
  loader: InterviewDetailsLoader,
  interview: Interview,
): TE.TaskEither<AppError, InterviewDetails> =>
  pipe(
    loader.load([interview]),
    TE.chain(([details]) => (details ? TE.right(details) : TE.left(notFound(NOT_FOUND_MESSAGES.interview)))),
  );
