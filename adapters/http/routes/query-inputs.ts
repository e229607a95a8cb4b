import { z } from 'zod';
import { INTERVIEW_STATUSES } from '../../../domain/interview.js';

/** An interview's status, as a body or query names it. */
export const interviewStatus = () =>
  z.enum(INTERVIEW_STATUSES, { error: `must be one of ${INTERVIEW_STATUSES.join(', ')}` });

/** A query parameter that may be left out; `?name=` counts as left out. */
export const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A searched list's query: the text searched for (blank for all) and the page, from 1. */
export const searchPageQuery = z.object({
  text: z.string().max(100).default(''),
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, 'must be a page number from 1')
    .default('1')
    .transform(Number),
});
