import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { INTERVIEW_CREATED } from '../../../../domain/messages.js';
import { FAILED_TO_CREATE_INTERVIEW, FAILED_TO_FETCH_SELECTIONS } from '../../screen-texts.js';
import { errorText } from '../../api/client.js';
import { useAllSelectedCompanies, useCreateInterview } from './fair-api.js';
import type { SelectedCompanyRow } from '../../api/types.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { DataTable, type Column } from '../../components/DataTable.js';
import { InterviewStatusBadge } from '../../components/InterviewStatusBadge.js';
import { PageTitle } from '../../components/PageTitle.js';
import { formatDateTime } from '../../format.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';
import { AllocateButton } from './AllocateButton.js';

/** Rows a page shows; the list holds every student's every selected company. */
const PAGE_SIZE = 25;

const contains = (haystack: string, needle: string) =>
  haystack.toLocaleLowerCase().includes(needle.toLocaleLowerCase());

function matchesStudent(row: SelectedCompanyRow, text: string): boolean {
  const { student } = row;
  return [student.indexNumber, student.commonName, student.fullName].some((field) => contains(field ?? '', text));
}

/** /admin/company-select: every student's selected companies, in the spec's order, with Select. */
export function CompanySelectPage() {
  const selections = useAllSelectedCompanies();
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
        rows={selections.data}
        error={selections.error}
        fallback={FAILED_TO_FETCH_SELECTIONS}
        rowKey={(row) => `${row.student._id}-${row.entry.companyId}`}
        searches={[
          {
            id: 'search-student',
            label: 'Search student',
            placeholder: 'Student index number or name',
            matches: matchesStudent,
          },
          {
            id: 'search-company',
            label: 'Search company',
            placeholder: 'Company name',
            matches: (row, text) => contains(row.entry.companyName, text),
          },
        ]}
        paging={{ pageSize: PAGE_SIZE }}
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
