import { NOTHING_MATCHES_THE_SEARCH } from '../screen-texts.js';
import { useState, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { useIsMobile } from '../hooks/useIsMobile.js';
import { DataState } from './DataState.js';
import { EmptyState } from './EmptyState.js';
import { Pager } from './Pager.js';
import { pageCount, pageOf, searched } from './paging.js';
import { SelectPage, SelectRow, type RowSelection } from './RowSelection.js';
import { ScrollingTable } from './ScrollingTable.js';
import { SearchBox } from './SearchBox.js';

export interface Column<R> {
  readonly header: string;
  readonly cell: (row: R) => ReactNode;
  /** Classes of the column's header and cells. */
  readonly className?: string;
  /** An action column: its buttons end the row; on a phone they sit together under the row's card. */
  readonly action?: boolean;
  /**
   * A lesser column: on a wide screen it is a labelled line under the first column's cell instead
   * of a column of its own, so the essential columns and the actions fit beside each other.
   */
  readonly secondary?: boolean;
  /** The column that names its row (the first one): a row header, which a screen reader reads with each cell. */
  readonly rowHeader?: boolean;
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
 * The admin's lists: a card with the list's search boxes, its rows, the loading and failure states,
 * the spec's "No data available" with the next step, and the pages with the count of rows. On a wide
 * screen the rows are a table whose cells wrap so that it fits; under the mobile breakpoint each row
 * is a card of labelled lines with its actions in view, never a table to scroll sideways.
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
  emptyNext,
  selection,
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
  /** What an empty list would hold and how to fill it, e.g. "No companies yet. Add a Company to start." */
  readonly emptyNext?: ReactNode;
  /** Rows that can be chosen, each by a checkbox, the rows shown by "Select all on this page". */
  readonly selection?: RowSelection<R>;
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

  const searching = searches.some((search) => ('value' in search ? search.value : texts[search.id])?.trim());
  const next = searching ? NOTHING_MATCHES_THE_SEARCH : emptyNext;

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
              <EmptyState next={next} />
            ) : (
              <DataRows label={label} columns={columns} rows={shown} rowKey={rowKey} selection={selection} />
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

/**
 * The rows: on a phone a list of cards (the first column as the title, the others as labelled lines,
 * the actions together at the end); else a table, the lesser columns under the first one's cell.
 * DataTable shows them in its card; a dialog shows them alone.
 */
export function DataRows<R>({
  label,
  columns,
  rows,
  rowKey,
  className,
  selection,
}: {
  readonly label: string;
  readonly columns: readonly Column<R>[];
  readonly rows: readonly R[];
  readonly rowKey: (row: R) => string;
  /** Further classes of the table on a wide screen, e.g. table-sm. */
  readonly className?: string;
  /** Rows that can be chosen: a checkbox leads each row, and one heads them for the rows shown. */
  readonly selection?: RowSelection<R>;
}) {
  const mobile = useIsMobile();
  const [first, ...rest] = columns;
  if (!first) return null;
  const actions = rest.filter((column) => column.action);
  const fields = rest.filter((column) => !column.action);
  if (mobile) {
    return (
      <>
        {selection && (
          <div className="px-3 py-2 border-bottom">
            <SelectPage selection={selection} rows={rows} showLabel />
          </div>
        )}
        <ListGroup as="ul" variant="flush" aria-label={label} className="data-cards">
          {rows.map((row) => (
            <ListGroup.Item as="li" key={rowKey(row)} className="py-3">
              {selection ? (
                <div className="d-flex align-items-start gap-2">
                  <SelectRow selection={selection} row={row} />
                  <div className={['min-w-0', first.className].filter(Boolean).join(' ')}>{first.cell(row)}</div>
                </div>
              ) : (
                <div className={first.className}>{first.cell(row)}</div>
              )}
              {fields.length > 0 && <Fields columns={fields} row={row} className="data-card-fields small mt-2" />}
              {actions.length > 0 && (
                <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
                  {actions.map((column) => (
                    <div key={column.header}>{column.cell(row)}</div>
                  ))}
                </div>
              )}
            </ListGroup.Item>
          ))}
        </ListGroup>
      </>
    );
  }
  const secondary = fields.filter((column) => column.secondary);
  const shown = [first, ...rest.filter((column) => !column.secondary)];
  const cellClass = (column: Column<R>) =>
    [column.className, column.action ? 'data-table-action' : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <ScrollingTable label={label} className={['data-table', className].filter(Boolean).join(' ')}>
      <thead>
        <tr>
          {selection && (
            <th className="data-table-select">
              <SelectPage selection={selection} rows={rows} />
            </th>
          )}
          {shown.map((column) => (
            <th key={column.header} className={cellClass(column)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {selection && (
              <td className="data-table-select">
                <SelectRow selection={selection} row={row} />
              </td>
            )}
            {shown.map((column) => {
              const Cell = column.rowHeader ? 'th' : 'td';
              return (
                <Cell key={column.header} scope={column.rowHeader ? 'row' : undefined} className={cellClass(column)}>
                  {column.cell(row)}
                  {column === first && secondary.length > 0 && (
                    <Fields columns={secondary} row={row} className="data-table-details small mt-2" />
                  )}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}

/** Columns as labelled lines: a row's card on a phone, or the lesser columns under its first cell. */
function Fields<R>({
  columns,
  row,
  className,
}: {
  readonly columns: readonly Column<R>[];
  readonly row: R;
  readonly className: string;
}) {
  return (
    <dl className={`data-fields mb-0 ${className}`}>
      {columns.map((column) => (
        <div key={column.header}>
          <dt>{column.header}</dt>
          <dd className={column.className}>{column.cell(row)}</dd>
        </div>
      ))}
    </dl>
  );
}
