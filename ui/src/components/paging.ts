/** How many pages `total` rows fill, `pageSize` to a page; at least one, so an empty list has page 1. */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/** The rows of page `page` (from 1), the last page when `page` is past it (the list shrank). */
export function pageOf<R>(rows: readonly R[], page: number, pageSize: number): { page: number; rows: readonly R[] } {
  const shown = Math.min(Math.max(1, page), pageCount(rows.length, pageSize));
  return { page: shown, rows: rows.slice((shown - 1) * pageSize, shown * pageSize) };
}

/** The rows every search keeps: a blank text keeps every row. */
export function searched<R>(
  rows: readonly R[],
  searches: readonly { readonly text: string; readonly matches: (row: R, text: string) => boolean }[],
): readonly R[] {
  const active = searches.map(({ text, matches }) => ({ text: text.trim(), matches })).filter(({ text }) => text);
  return rows.filter((row) => active.every(({ text, matches }) => matches(row, text)));
}
