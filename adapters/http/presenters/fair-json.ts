import { z } from 'zod';
import type { FairComparison, NamedFigures } from '../../../application/fairs/compare-with-last-fair.js';
import type { ListedFair } from '../../../application/fairs/list-fairs.js';
import type { Presented } from './presented.js';

export const FairSchema = z
  .strictObject({
    _id: z.string(),
    name: z.string(),
    year: z.number(),
    current: z.boolean().describe('Whether it is the current fair; the others are past and read-only'),
    days: z.array(z.string()).describe('Its days, "YYYY-MM-DD"'),
    endedAt: z
      .string()
      .nullable()
      .describe('ISO 8601 instant: when the next fair was made from it; null while current'),
    interruptedNext: z
      .string()
      .nullable()
      .describe('The name of a next fair whose making broke off: making it again finishes it'),
  })
  .meta({ id: 'Fair', description: 'A fair of the society (docs/fairs.md)' });

const FiguresSchema = z.strictObject({
  companies: z.number(),
  interviews: z.number().describe('Interviews made for the companies, walk-ins not counted'),
  places: z.number(),
  noShows: z.number(),
  fillRate: z.number().nullable().describe('interviews ÷ places'),
  noShowRate: z.number().nullable().describe('no-shows ÷ interviews'),
  interviewsPerCompany: z.number().nullable(),
});

const NamedFiguresSchema = z.strictObject({ fairId: z.string(), name: z.string(), figures: FiguresSchema });

export const FairComparisonSchema = z
  .strictObject({
    current: NamedFiguresSchema,
    last: NamedFiguresSchema.nullable().describe('The last past fair, as it ended; null before any fair ended'),
  })
  .meta({ id: 'FairComparison', description: "The current fair's figures beside the last fair's" });

export const fairJson = ({ id, endedAt, ...fair }: ListedFair): Presented<typeof FairSchema> => ({
  _id: id,
  ...fair,
  days: [...fair.days],
  endedAt: endedAt === null ? null : endedAt.toISOString(),
});

const namedFiguresJson = ({ fairId, name, figures }: NamedFigures) => ({ fairId, name, figures: { ...figures } });

export const fairComparisonJson = ({ current, last }: FairComparison): Presented<typeof FairComparisonSchema> => ({
  current: namedFiguresJson(current),
  last: last === null ? null : namedFiguresJson(last),
});
