import type { Page } from './ports/persistence.js';

/** A search by free text, read a page at a time. */
export interface TextSearchQuery {
  /** Empty lists everything. */
  readonly text: string;
  /** 1-based. */
  readonly page: number;
}

/** One page of a text search, with the total and the page size it was cut by. */
export interface TextSearchPage<T> extends Page<T> {
  readonly page: number;
  readonly pageSize: number;
}

/** Asks a repository's search for one page of `pageSize`, the text trimmed. */
export const searchOnePage = async <T>(
  search: (query: TextSearchQuery & { readonly pageSize: number }) => Promise<Page<T>>,
  query: TextSearchQuery,
  pageSize: number,
): Promise<TextSearchPage<T>> => {
  const { items, total } = await search({ text: query.text.trim(), page: query.page, pageSize });
  return { items, total, page: query.page, pageSize };
};
