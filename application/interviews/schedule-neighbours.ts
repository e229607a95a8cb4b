import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Interview } from '../../domain/interview.js';
import type { AppError } from '../errors.js';
import type { InterviewRepository } from '../ports/persistence.js';
import { useCase } from '../task.js';

/** The interviews a time for this one must keep clear of: its student's, at every company, and its panel's. */
export const scheduleNeighbours = (
  interviews: InterviewRepository,
  interview: Pick<Interview, 'studentId' | 'panelId'>,
): TaskEither<AppError, Interview[]> =>
  useCase(async () => {
    const [ofStudent, onPanel] = await Promise.all([
      interviews.list({ studentId: interview.studentId }),
      interview.panelId === null ? [] : interviews.list({ panelId: interview.panelId }),
    ]);
    return [...ofStudent, ...onPanel];
  });
