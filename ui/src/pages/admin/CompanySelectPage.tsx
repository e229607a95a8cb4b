import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { INTERVIEW_CREATED } from '../../../../domain/messages.js';
import { FAILED_TO_CREATE_INTERVIEW, FAILED_TO_FETCH_SELECTIONS } from '../../screen-texts.js';
import { errorText } from '../../api/client.js';
import { useSelectedCompanyPage, useCreateInterview } from './fair-api.js';
import type { SelectedCompanyRow } from '../../api/types.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { DataTable, type Column } from '../../components/DataTable.js';
import { InterviewStatusBadge } from '../../components/InterviewStatusBadge.js';
import { PageTitle } from '../../components/PageTitle.js';
import { formatDateTime } from '../../format.js';
import { useDebounced } from '../../hooks/useDebounced.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';
import { AllocateButton } from './AllocateButton.js';

const SEARCH_SETTLE_MS = 300;

/**
 * /admin/company-select: the students' selected companies, in the spec's order, with Select: a page
 * at a time from the server, searched there by student and by company.
 */
export function CompanySelectPage() {
  const [studentText, setStudentText] = useState('');
  const [companyText, setCompanyText] = useState('');
  const [page, setPage] = useState(1);
  const student = useDebounced(studentText.trim(), SEARCH_SETTLE_MS);
  const company = useDebounced(companyText.trim(), SEARCH_SETTLE_MS);
  const selections = useSelectedCompanyPage(student, company, page);
  const searchBy = (set: (text: string) => void) => (text: string) => {
    set(text);
    setPage(1);
  };
  const zone = useEventTimeZone();

  const columns: readonly Column<SelectedCompanyRow>[] = [
    { header: 'Company', cell: (row) => row.entry.companyName, className: 'fw-semibold' },
    {
      header: 'Student',
      cell: (row) => (
        <div className="lh-sm">
          <div>{row.student.commonName}</div>
          <div className="small text-body-secondary text-break">{row.student.email}</div>
        </div>
      ),
    },
    { header: 'Index Number', cell: (row) => row.student.indexNumber },
    { header: 'Panel', cell: (row) => row.entry.selectedPanel || '—' },
    { header: 'Priority', cell: (row) => row.entry.order },
    {
      header: 'Interested Area',
      cell: (row) => (
        <>
          {row.interestedArea || '—'}{' '}
          {row.interestMatch && (
            <Badge bg="success-subtle" text="success-emphasis" className="ms-1">
              match
            </Badge>
          )}
        </>
      ),
    },
    { header: 'Submitted At', cell: (row) => formatDateTime(row.submittedAt, zone) },
    {
      header: 'Interview',
      action: true,
      className: 'text-end',
      cell: (row) =>
        row.interview ? <InterviewStatusBadge status={row.interview.status} /> : <SelectButton row={row} />,
    },
  ];

  return (
    <>
      <PageTitle title="Company Select">
        <AllocateButton />
      </PageTitle>
      <DataTable
        label="Selected companies"
        columns={columns}
        rows={selections.data?.items}
        error={selections.error}
        fallback={FAILED_TO_FETCH_SELECTIONS}
        rowKey={(row) => `${row.student._id}-${row.entry.companyId}`}
        searches={[
          {
            id: 'search-student',
            label: 'Search student',
            placeholder: 'Student index number, name or e-mail',
            value: studentText,
            onChange: searchBy(setStudentText),
          },
          {
            id: 'search-company',
            label: 'Search company',
            placeholder: 'Company name',
            value: companyText,
            onChange: searchBy(setCompanyText),
          },
        ]}
        paging={{
          page,
          pageSize: selections.data?.pageSize ?? 1,
          total: selections.data?.total ?? 0,
          onPage: setPage,
        }}
        countNoun="selected companies"
        emptyNext="No student has submitted a selection yet. Selections appear here once students submit them."
      />
    </>
  );
}

/** Select: creates the interview of this student with this company. */
function SelectButton({ row }: { readonly row: SelectedCompanyRow }) {
  const alerts = useAlerts();
  const createInterview = useCreateInterview();
  const [busy, setBusy] = useState(false);

  const select = async () => {
    setBusy(true);
    try {
      await createInterview(row.student._id, row.entry.companyId);
      alerts.success(INTERVIEW_CREATED);
    } catch (error) {
      alerts.error(errorText(error, FAILED_TO_CREATE_INTERVIEW));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="sm"
      onClick={select}
      disabled={busy}
      aria-label={`Select ${row.entry.companyName} for ${row.student.indexNumber}`}
    >
      {busy && <Spinner as="span" animation="border" size="sm" className="me-1" />}
      Select
    </Button>
  );
}
