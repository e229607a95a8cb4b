import { useState } from 'react';
import { FAILED_TO_FETCH_DATA } from '../screen-texts.js';
import { useDebounced } from '../hooks/useDebounced.js';
import { DataTable, type Column } from './DataTable.js';

const SEARCH_SETTLE_MS = 300;

/** The search text, the settled text to ask the server for, and the page; a new search starts at page 1. */
export function useIndexNumberSearch() {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebounced(text.trim(), SEARCH_SETTLE_MS);
  const onSearch = (value: string) => {
    setText(value);
    setPage(1);
  };
  return { text, search, page, setPage, onSearch };
}

export interface StudentPageRead<S> {
  readonly data?: { readonly items: readonly S[]; readonly pageSize: number; readonly total: number } | undefined;
  readonly error: unknown;
}

/** Students searched by index number, a page at a time through the server's total (admin and coordinator). */
export function StudentSearchTable<S extends { readonly _id: string }>({
  columns,
  students,
  search,
}: {
  readonly columns: readonly Column<S>[];
  readonly students: StudentPageRead<S>;
  readonly search: ReturnType<typeof useIndexNumberSearch>;
}) {
  return (
    <DataTable
      label="Students"
      columns={columns}
      rows={students.data?.items}
      error={students.error}
      fallback={FAILED_TO_FETCH_DATA}
      rowKey={(student) => student._id}
      searches={[
        {
          id: 'student-search',
          label: 'Search by index number',
          placeholder: 'Search by index number',
          value: search.text,
          onChange: search.onSearch,
        },
      ]}
      paging={{
        page: search.page,
        pageSize: students.data?.pageSize ?? 1,
        total: students.data?.total ?? 0,
        onPage: search.setPage,
      }}
      countNoun="students"
      emptyNext="No students yet. Students appear here once they sign up."
    />
  );
}
