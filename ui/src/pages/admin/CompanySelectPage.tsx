import { useMemo, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import {
  FAILED_TO_CREATE_INTERVIEW,
  FAILED_TO_FETCH_SELECTIONS,
  INTERVIEW_CREATED,
} from '../../../../domain/messages.js';
import { errorText } from '../../api/client.js';
import { createInterview, useAllSelectedCompanies } from '../../api/selections.js';
import type { SelectedCompanyRow } from '../../api/types.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { DataState } from '../../components/DataState.js';
import { EmptyState } from '../../components/EmptyState.js';
import { InterviewStatusBadge } from '../../components/InterviewStatusBadge.js';
import { PageTitle } from '../../components/PageTitle.js';
import { ScrollingTable } from '../../components/ScrollingTable.js';
import { SearchBox } from '../../components/SearchBox.js';
import { formatDateTime } from '../../format.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';

const contains = (haystack: string, needle: string) =>
  haystack.toLocaleLowerCase().includes(needle.toLocaleLowerCase());

function matchesStudent(row: SelectedCompanyRow, text: string): boolean {
  const { student } = row;
  return [student.indexNumber, student.commonName, student.fullName].some((field) => contains(field ?? '', text));
}

/** /admin/company-select: every student's selected companies, in the spec's order, with Select. */
export function CompanySelectPage() {
  const selections = useAllSelectedCompanies();
  const [studentText, setStudentText] = useState('');
  const [companyText, setCompanyText] = useState('');

  const rows = useMemo(() => {
    const student = studentText.trim();
    const company = companyText.trim();
    return (selections.data ?? []).filter(
      (row) => (!student || matchesStudent(row, student)) && (!company || contains(row.entry.companyName, company)),
    );
  }, [selections.data, studentText, companyText]);

  return (
    <>
      <PageTitle title="Company Select" />
      <div className="d-flex flex-wrap gap-2 mb-3">
        <SearchBox
          id="search-student"
          label="Search student"
          placeholder="Student index number or name"
          value={studentText}
          onChange={setStudentText}
        />
        <SearchBox
          id="search-company"
          label="Search company"
          placeholder="Company name"
          value={companyText}
          onChange={setCompanyText}
        />
      </div>
      <Card className="shadow-sm border-0">
        <Card.Body className="p-0">
          <DataState data={selections.data} error={selections.error} fallback={FAILED_TO_FETCH_SELECTIONS}>
            {() =>
              rows.length === 0 ? (
                <EmptyState />
              ) : (
                <ScrollingTable label="Selected companies" className="text-nowrap">
                  <thead>
                    <tr>
                      <th>Company</th>
                      <th>Student</th>
                      <th>Index Number</th>
                      <th>Panel</th>
                      <th>Priority</th>
                      <th>Interested Area</th>
                      <th>Submitted At</th>
                      <th className="text-end table-sticky-end">Interview</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <SelectionRow
                        key={`${row.student._id}-${row.entry.companyId}`}
                        row={row}
                        onCreated={() => void selections.mutate()}
                      />
                    ))}
                  </tbody>
                </ScrollingTable>
              )
            }
          </DataState>
        </Card.Body>
      </Card>
    </>
  );
}

function SelectionRow({ row, onCreated }: { readonly row: SelectedCompanyRow; readonly onCreated: () => void }) {
  const alerts = useAlerts();
  const zone = useEventTimeZone();
  const [busy, setBusy] = useState(false);

  const select = async () => {
    setBusy(true);
    try {
      await createInterview(row.student._id, row.entry.companyId);
      alerts.success(INTERVIEW_CREATED);
      onCreated();
    } catch (error) {
      alerts.error(errorText(error, FAILED_TO_CREATE_INTERVIEW));
    } finally {
      setBusy(false);
    }
  };

  return (
    <tr>
      <td className="fw-semibold">{row.entry.companyName}</td>
      <td>
        <div className="lh-sm">
          <div>{row.student.commonName}</div>
          <div className="small text-body-secondary">{row.student.email}</div>
        </div>
      </td>
      <td>{row.student.indexNumber}</td>
      <td>{row.entry.selectedPanel || '—'}</td>
      <td>{row.entry.order}</td>
      <td>
        {row.interestedArea || '—'}{' '}
        {row.interestMatch && (
          <Badge bg="success-subtle" text="success-emphasis" className="ms-1">
            match
          </Badge>
        )}
      </td>
      <td>{formatDateTime(row.submittedAt, zone)}</td>
      <td className="text-end table-sticky-end">
        {row.interview ? (
          <InterviewStatusBadge status={row.interview.status} />
        ) : (
          <Button
            size="sm"
            onClick={select}
            disabled={busy}
            aria-label={`Select ${row.entry.companyName} for ${row.student.indexNumber}`}
          >
            {busy && <Spinner as="span" animation="border" size="sm" className="me-1" />}
            Select
          </Button>
        )}
      </td>
    </tr>
  );
}
