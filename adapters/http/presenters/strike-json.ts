import { z } from 'zod';
import type { ListedStrike, ShownStrike } from '../../../application/strikes/list-strikes.js';
import type { Page } from '../../../application/ports/persistence.js';
import type { Presented } from './presented.js';

export const StrikeSchema = z
  .strictObject({
    _id: z.string(),
    studentId: z.string(),
    interviewId: z.string().describe('The interview the student did not come to'),
    companyId: z.string(),
    companyName: z.string().describe("The company's name when the strike was recorded"),
    recordedAt: z.string().describe('ISO 8601 instant: when the no-show was marked'),
    expiresAt: z.string().describe('ISO 8601 instant: when the strike stops counting'),
    excused: z
      .strictObject({ by: z.string(), byEmail: z.string(), at: z.string(), reason: z.string() })
      .nullable()
      .describe('Who excused it, when and why; null while it is not excused'),
    counts: z.boolean().describe('Whether it counts now: neither expired nor excused'),
  })
  .meta({ id: 'Strike', description: 'A no-show\'s strike (docs/allocation.md, "Strikes")' });

export const ListedStrikeSchema = StrikeSchema.extend({
  studentName: z.string().describe("The student's name; empty once the student is deleted"),
  indexNumber: z.string(),
}).meta({ id: 'ListedStrike', description: "A strike as the administrators' list shows it, naming its student" });

export const StrikePageSchema = z
  .strictObject({ items: z.array(ListedStrikeSchema), total: z.number(), page: z.number(), pageSize: z.number() })
  .meta({ id: 'StrikePage', description: 'A page of every strike, newest first' });

export const strikeJson = ({
  id,
  excused,
  recordedAt,
  expiresAt,
  ...strike
}: ShownStrike): Presented<typeof StrikeSchema> => ({
  _id: id,
  ...strike,
  recordedAt: recordedAt.toISOString(),
  expiresAt: expiresAt.toISOString(),
  excused: excused === null ? null : { ...excused, at: excused.at.toISOString() },
});

/** A strike as the administrators see it: naming its student. */
export const listedStrikeJson = ({
  studentName,
  indexNumber,
  ...strike
}: ListedStrike): Presented<typeof ListedStrikeSchema> => ({ ...strikeJson(strike), studentName, indexNumber });

export const strikePageJson = (
  found: Page<ListedStrike>,
  page: number,
  pageSize: number,
): Presented<typeof StrikePageSchema> => ({
  items: found.items.map(listedStrikeJson),
  total: found.total,
  page,
  pageSize,
});
