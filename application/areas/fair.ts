import { CompareWithLastFair } from '../fairs/compare-with-last-fair.js';
import { CurrentFair } from '../fairs/current-fair.js';
import { ListFairs } from '../fairs/list-fairs.js';
import { MakeNextFair } from '../fairs/make-next-fair.js';

/** The society's fairs: the current one, the past ones, next year's made from this one (docs/fairs.md). */
export const fairArea = {
  useCases: [CurrentFair, ListFairs, MakeNextFair, CompareWithLastFair],
} as const;
