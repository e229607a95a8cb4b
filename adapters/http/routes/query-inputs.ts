import { z } from 'zod';
import { INTERVIEW_STATUSES } from '../../../domain/interview.js';

/** An interview's status, as a body or query names it. */
export const interviewStatus = () =>
  z.enum(INTERVIEW_STATUSES, { error: `must be one of ${INTERVIEW_STATUSES.join(', ')}` });

const MOVE_TARGETS = INTERVIEW_STATUSES.filter((status) => status !== 'cancelled');

/**
 * The status an interview is moved to (POST /interview/update-status): any but cancelled, which only a
 * withdrawal or a cancellation, with who and why, leads to.
 */
export const interviewMoveTarget = () =>
  z.enum(INTERVIEW_STATUSES).exclude(['cancelled'], { error: `must be one of ${MOVE_TARGETS.join(', ')}` });

/** A query parameter that may be left out; `?name=` counts as left out. */
export const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A page number in a query, from 1 (the first when left out). */
export const pageNumber = () =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, 'must be a page number from 1')
    .default('1')
    .transform(Number);

/** A searched list's query: the text searched for (blank for all) and the page, from 1. */
export const searchPageQuery = z.object({
  text: z.string().max(100).default(''),
  page: pageNumber(),
});
