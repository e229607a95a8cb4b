import { useState, type CSSProperties, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { DataState } from './DataState.js';
import { EmptyState } from './EmptyState.js';
import { Pager } from './Pager.js';
import { pageCount, pageOf, searched } from './paging.js';
import { ScrollingTable } from './ScrollingTable.js';
import { SearchBox } from './SearchBox.js';

export interface Column<R> {
  readonly header: string;
  readonly cell: (row: R) => ReactNode;
  /** Classes of the column's header and cells. */
  readonly className?: string;
  /**
   * An action column: kept in view from 768 px up while the others scroll under it. When two
   * sit side by side, the last one gives its `width` so the one before it can stand beside it.
   */
  readonly action?: boolean;
  readonly width?: string;
}

interface SearchLabels {
  readonly id: string;
  readonly label: string;
  readonly placeholder: string;
}

/** A search box: kept rows filtered here (`matches`), or a text the caller sends to the server. */
export type Search<R> = SearchLabels &
  (
    | { readonly matches: (row: R, text: string) => boolean }
    | { readonly value: string; readonly onChange: (text: string) => void }
  );

/** Pages of `pageSize` rows cut here, or one page the server answered out of its `total`. */
export type Paging =
  | { readonly pageSize: number }
  | {
      readonly pageSize: number;
      readonly page: number;
      readonly total: number;
      readonly onPage: (page: number) => void;
    };

/**
 * The admin's lists: a card with the list's search boxes, its table (the named scrolling box of
 * `ScrollingTable`, the action columns kept in view), the loading and failure states, the spec's
 * "No data available", and the pages with the count of rows.
 */
export function DataTable<R>({
  label,
  title,
  columns,
  rows,
  error,
  fallback,
  rowKey,
  searches = [],
  paging,
  countNoun,
}: {
  /** Names the table and its scrolling box, e.g. "Companies". */
  readonly label: string;
  /** A heading over the table, when the page has more than the list. */
  readonly title?: string;
  readonly columns: readonly Column<R>[];
  /** The rows read, undefined while loading. */
  readonly rows: readonly R[] | undefined;
  readonly error: unknown;
  /** The screen's text when the read fails with no message (spec §8). */
  readonly fallback: string;
  readonly rowKey: (row: R) => string;
  readonly searches?: readonly Search<R>[];
  readonly paging?: Paging;
  /** Counts the rows in the footer, e.g. "12 students". */
  readonly countNoun?: string;
}) {
  const [texts, setTexts] = useState<Readonly<Record<string, string>>>({});
  const [clientPage, setClientPage] = useState(1);

  const kept = searched(
    rows ?? [],
    searches.flatMap((search) =>
      'matches' in search ? [{ text: texts[search.id] ?? '', matches: search.matches }] : [],
    ),
  );
  const serverPaged = paging !== undefined && 'total' in paging;
  const clientPaged = paging !== undefined && !serverPaged ? pageOf(kept, clientPage, paging.pageSize) : null;
  const total = serverPaged ? paging.total : kept.length;
  const pages = paging ? pageCount(total, paging.pageSize) : 1;
  const page = serverPaged ? paging.page : (clientPaged?.page ?? 1);
  const shown = clientPaged?.rows ?? kept;
  const onPage = serverPaged ? paging.onPage : setClientPage;

  const type = (search: Search<R>, text: string) => {
    if ('onChange' in search) search.onChange(text);
    else setTexts((now) => ({ ...now, [search.id]: text }));
    setClientPage(1);
  };

  const actions = columns.filter((column) => column.action);
  const endWidth = actions.length > 1 ? actions[actions.length - 1]?.width : undefined;
  const cellClass = (column: Column<R>) =>
    [column.className, column.action ? 'table-sticky-end' : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <Card className="shadow-sm border-0">
      {title && <Card.Header className="bg-body fw-semibold">{title}</Card.Header>}
      {searches.length > 0 && (
        <Card.Header className="bg-body d-flex flex-wrap gap-2">
          {searches.map((search) => (
            <SearchBox
              key={search.id}
              id={search.id}
              label={search.label}
              placeholder={search.placeholder}
              value={'value' in search ? search.value : (texts[search.id] ?? '')}
              onChange={(text) => type(search, text)}
            />
          ))}
        </Card.Header>
      )}
      <Card.Body className="p-0">
        <DataState data={rows} error={error} fallback={fallback} isEmpty={() => false}>
          {() =>
            shown.length === 0 ? (
              <EmptyState />
            ) : (
              <ScrollingTable
                label={label}
                className="text-nowrap"
                style={endWidth ? ({ '--table-end-width': endWidth } as CSSProperties) : undefined}
              >
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th key={column.header} className={cellClass(column)}>
                        {column.header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {shown.map((row) => (
                    <tr key={rowKey(row)}>
                      {columns.map((column) => (
                        <td key={column.header} className={cellClass(column)}>
                          {column.cell(row)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </ScrollingTable>
            )
          }
        </DataState>
      </Card.Body>
      {paging && rows !== undefined && (
        <Card.Footer className="bg-body d-flex flex-wrap justify-content-between align-items-center gap-2">
          <span className="small text-body-secondary">
            {total} {countNoun ?? label.toLocaleLowerCase()}
          </span>
          <Pager page={page} pageCount={pages} onPage={onPage} />
        </Card.Footer>
      )}
    </Card>
  );
}
