/** One row chosen on a table: its id, and the name it is told by (a student's, for an interview). */
export interface ChosenRow {
  readonly id: string;
  readonly name: string;
}

/** The rows chosen, in the order they were chosen: kept by id across pages, filters and reads again. */
export type Chosen = readonly ChosenRow[];

/** Whether the row of this id is chosen. */
export const isChosen = (chosen: Chosen, id: string): boolean => chosen.some((row) => row.id === id);

/** Chooses the row (last in the order) or lets it go; choosing a chosen row again changes nothing. */
export const choose = (chosen: Chosen, row: ChosenRow, on: boolean): Chosen => {
  const without = chosen.filter((each) => each.id !== row.id);
  if (!on) return without;
  return isChosen(chosen, row.id) ? chosen : [...chosen, row];
};

/**
 * "Select all on this page": chooses every row of the page not chosen yet, after the others, in the
 * page's order; or lets every row of the page go. Rows chosen on other pages stay chosen.
 */
export const choosePage = (chosen: Chosen, page: readonly ChosenRow[], on: boolean): Chosen =>
  on
    ? [...chosen, ...page.filter((row) => !isChosen(chosen, row.id))]
    : chosen.filter((row) => !page.some((each) => each.id === row.id));

/** How much of the page is chosen: its "select all" box is ticked, empty, or in between. */
export const pageChoice = (chosen: Chosen, page: readonly ChosenRow[]): 'all' | 'some' | 'none' => {
  const count = page.filter((row) => isChosen(chosen, row.id)).length;
  if (count === 0) return 'none';
  return count === page.length ? 'all' : 'some';
};

/** Only the rows of these ids stay chosen, in their order: what is left after an action. */
export const keepOnly = (chosen: Chosen, ids: readonly string[]): Chosen =>
  chosen.filter((row) => ids.includes(row.id));
