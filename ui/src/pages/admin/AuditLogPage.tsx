import { useState } from 'react';
import { FAILED_TO_FETCH_DATA } from '../../screen-texts.js';
import { useAuditPage, type AuditEntryJson } from './organizer-api.js';
import { DataTable, type Column } from '../../components/DataTable.js';
import { formatDateTime } from '../../format.js';
import { PageTitle } from '../../components/PageTitle.js';
import { useDebounced } from '../../hooks/useDebounced.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';

const SEARCH_SETTLE_MS = 300;

/** /admin/audit: every administrator's action, newest first, searched and paged by the server; read-only. */
export function AuditLogPage() {
  const zone = useEventTimeZone();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebounced(text.trim(), SEARCH_SETTLE_MS);
  const entries = useAuditPage(search, page);

  const onSearch = (value: string) => {
    setText(value);
    setPage(1);
  };

  const columns: readonly Column<AuditEntryJson>[] = [
    { header: 'When', cell: (entry) => <span className="text-nowrap">{formatDateTime(entry.at, zone)}</span> },
    { header: 'Administrator', cell: (entry) => entry.adminEmail || entry.adminId, className: 'text-break' },
    { header: 'Action', cell: (entry) => <code className="text-body">{entry.action}</code> },
    { header: 'Summary', cell: (entry) => <span className="text-wrap">{entry.summary}</span> },
  ];

  return (
    <>
      <PageTitle title="Audit Log" />
      <p className="text-body-secondary">
        Every action an administrator took, newest first. The log is kept for good: nobody can change or delete an
        entry.
      </p>
      <DataTable
        label="Audit log"
        columns={columns}
        rows={entries.data?.items}
        error={entries.error}
        fallback={FAILED_TO_FETCH_DATA}
        rowKey={(entry) => entry._id}
        searches={[
          {
            id: 'audit-search',
            label: 'Search the audit log',
            placeholder: 'Search by action, e-mail or summary',
            value: text,
            onChange: onSearch,
          },
        ]}
        paging={{
          page,
          pageSize: entries.data?.pageSize ?? 1,
          total: entries.data?.total ?? 0,
          onPage: setPage,
        }}
        countNoun="entries"
        emptyNext="No administrator action yet."
      />
    </>
  );
}
