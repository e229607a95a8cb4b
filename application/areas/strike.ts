import { ExcuseStrike } from '../strikes/excuse-strike.js';
import { ListOwnStrikes, ListStrikes } from '../strikes/list-strikes.js';

/** No-shows' strikes: the student's own list, the administrators' list and their excuse (docs/allocation.md). */
export const strikeArea = {
  useCases: [ListOwnStrikes, ListStrikes, ExcuseStrike],
} as const;
