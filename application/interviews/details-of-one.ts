import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Interview } from '../../domain/interview.js';
import { type AppError, notFound } from '../errors.js';
import { NOT_FOUND_MESSAGES } from '../find-records.js';
import { must, refuse, useCase } from '../task.js';
import type { InterviewDetails, InterviewDetailsLoader } from './interview-details.js';

/** One interview with its student, company and panel; gone if its student or company was just deleted. */
export const detailsOfOne = (
  loader: InterviewDetailsLoader,
  interview: Interview,
): TaskEither<AppError, InterviewDetails> =>
  useCase(async () => {
    const [details] = await must(loader.load([interview]));
    return details ?? refuse(notFound(NOT_FOUND_MESSAGES.interview));
  });
