import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import { INTERVIEW_STATUSES, type InterviewStatus } from '../../../../domain/interview.js';
import { FAILED_TO_FETCH_INTERVIEWS } from '../../screen-texts.js';
import { displayName } from '../../../../domain/student.js';
import { useCompanyPanels } from '../../api/panels.js';
import { useCompanies } from './companies-api.js';
import {
  useAdminInterviewPage,
  useBulkAdminInterviews,
  useCancelAdminInterview,
  type AdminInterviewFilter,
  type InterviewSort,
} from './fair-api.js';
import type { InterviewJson } from '../../api/types.js';
import { CancelInterviewButton, cancelQuestion, type CancelTarget } from '../../components/CancelInterviewButton.js';
import { EndInterviewDialog } from '../../components/EndInterviewButton.js';
import { CheckedInBadge } from '../../components/CheckedInBadge.js';
import { DataTable, type Column } from '../../components/DataTable.js';
import { InterviewStatusBadge } from '../../components/InterviewStatusBadge.js';
import { InterviewBulkActions } from '../../components/InterviewBulkActions.js';
import { InterviewTime } from '../../components/InterviewTime.js';
import { useChosenRows, type RowSelection } from '../../components/RowSelection.js';
import { PageTitle } from '../../components/PageTitle.js';
import { useDebounced } from '../../hooks/useDebounced.js';
import { ScheduleAllButton } from '../bulk-schedule/ScheduleAllButton.js';

const NO_FILTER: AdminInterviewFilter = { company: '', panel: '', status: '', walkIn: '' };
const SEARCH_SETTLE_MS = 300;

/** The orders offered: each a column's, in the direction a reader wants first. */
const ORDERS: readonly { value: string; label: string; sort: InterviewSort; order: 'asc' | 'desc' }[] = [
  { value: 'queue', label: 'Queue', sort: 'queue', order: 'asc' },
  { value: 'time', label: 'Time, earliest first', sort: 'time', order: 'asc' },
  { value: 'time-desc', label: 'Time, latest first', sort: 'time', order: 'desc' },
  { value: 'status', label: 'Status', sort: 'status', order: 'asc' },
  { value: 'created-desc', label: 'Newest first', sort: 'created', order: 'desc' },
  { value: 'created', label: 'Oldest first', sort: 'created', order: 'asc' },
];

const columnsWith = (onAsk: (target: CancelTarget) => void): readonly Column<InterviewJson>[] => [
  {
    header: 'Student',
    cell: (interview) => (
      <div className="lh-sm">
        <div className="fw-semibold">{displayName(interview.student)}</div>
        <div className="small text-body-secondary">{interview.student.indexNumber}</div>
      </div>
    ),
  },
  { header: 'Company', cell: (interview) => interview.company.companyName },
  { header: 'Panel', cell: (interview) => interview.panelID?.panelName ?? '—' },
  { header: 'Queue', cell: (interview) => interview.queue ?? '—' },
  { header: 'Time', cell: (interview) => <InterviewTime time={interview.time} /> },
  {
    header: 'Status',
    cell: (interview) => (
      <div className="d-flex gap-1">
        <InterviewStatusBadge status={interview.status} />
        <CheckedInBadge checkedInAt={interview.checkedInAt} status={interview.status} />
      </div>
    ),
  },
  {
    header: 'Kind',
    cell: (interview) =>
      interview.walkIn ? (
        <Badge bg="info-subtle" text="info-emphasis" className="border border-info-subtle">
          Walk-in
        </Badge>
      ) : (
        'Selection'
      ),
  },
  {
    header: 'Action',
    cell: (interview) => (
      <CancelInterviewButton
        status={interview.status}
        target={{
          interviewId: interview._id,
          studentName: displayName(interview.student),
          companyName: interview.company.companyName,
        }}
        onAsk={onAsk}
      />
    ),
  },
];

/**
 * /admin/interviews: the fair's interviews, walk-ins included, a page at a time from the server,
 * narrowed by company, panel, status, kind and student, in the order chosen.
 */
export function InterviewsPage() {
  const [filter, setFilter] = useState<AdminInterviewFilter>(NO_FILTER);
  const [text, setText] = useState('');
  const [orderValue, setOrderValue] = useState('queue');
  const [page, setPage] = useState(1);
  const search = useDebounced(text.trim(), SEARCH_SETTLE_MS);
  const order = ORDERS.find((option) => option.value === orderValue) ?? ORDERS[0]!;
  const interviews = useAdminInterviewPage({ filter, text: search, sort: order.sort, order: order.order, page });
  const companies = useCompanies();
  const panels = useCompanyPanels(filter.company || undefined);
  const choose = (changes: Partial<AdminInterviewFilter>) => {
    setFilter((now) => ({ ...now, ...changes }));
    setPage(1);
  };
  const cancel = useCancelAdminInterview();
  const [cancelling, setCancelling] = useState<CancelTarget | null>(null);
  const columns = columnsWith(setCancelling);
  const [chosen, setChosen] = useChosenRows();
  const selection: RowSelection<InterviewJson> = {
    chosen,
    rowOf: (interview) => ({ id: interview._id, name: displayName(interview.student) }),
    onChange: setChosen,
  };
  const bulk = useBulkAdminInterviews();

  return (
    <>
      <PageTitle title="Interviews">
        <ScheduleAllButton companyId={filter.company || undefined} />
      </PageTitle>
      <Form
        className="d-flex flex-wrap gap-3 mb-3"
        aria-label="Filter interviews"
        onSubmit={(event) => event.preventDefault()}
      >
        <FilterSelect
          id="filter-company"
          label="Company"
          value={filter.company}
          onChange={(company) => choose({ company, panel: '' })}
          options={(companies.data ?? []).map((company) => ({ value: company._id, label: company.companyName }))}
        />
        <FilterSelect
          id="filter-panel"
          label="Panel"
          value={filter.panel}
          onChange={(panel) => choose({ panel })}
          disabled={!filter.company}
          allLabel={filter.company ? 'All panels' : 'Choose a company first'}
          options={(filter.company ? (panels.data ?? []) : []).map((panel) => ({
            value: panel._id,
            label: panel.panelName,
          }))}
        />
        <FilterSelect
          id="filter-status"
          label="Status"
          value={filter.status}
          onChange={(status) => choose({ status: status as InterviewStatus | '' })}
          options={INTERVIEW_STATUSES.map((status) => ({ value: status, label: status }))}
        />
        <FilterSelect
          id="filter-kind"
          label="Kind"
          value={filter.walkIn}
          onChange={(walkIn) => choose({ walkIn: walkIn as AdminInterviewFilter['walkIn'] })}
          options={[
            { value: 'false', label: 'From selections' },
            { value: 'true', label: 'Walk-ins' },
          ]}
        />
        <FilterSelect
          id="sort-interviews"
          label="Sort by"
          value={orderValue}
          onChange={(value) => {
            setOrderValue(value);
            setPage(1);
          }}
          options={ORDERS}
          allLabel={null}
        />
      </Form>
      <InterviewBulkActions
        chosen={chosen}
        onChosen={setChosen}
        panels={filter.company ? (panels.data ?? []) : []}
        noPanels={
          filter.company
            ? 'This company has no panels yet.'
            : 'Filter by a company first: its panels are offered here, for its chosen interviews.'
        }
        act={bulk}
      />
      <DataTable
        label="Interviews"
        columns={columns}
        rows={interviews.data?.items}
        error={interviews.error}
        fallback={FAILED_TO_FETCH_INTERVIEWS}
        rowKey={(interview) => interview._id}
        searches={[
          {
            id: 'interview-search',
            label: 'Search by student',
            placeholder: 'Index number, name or e-mail',
            value: text,
            onChange: (value) => {
              setText(value);
              setPage(1);
            },
          },
        ]}
        paging={{
          page,
          pageSize: interviews.data?.pageSize ?? 1,
          total: interviews.data?.total ?? 0,
          onPage: setPage,
        }}
        countNoun="interviews"
        selection={selection}
        emptyNext="No interviews yet. Create them from Company Select, or change the filters above."
      />
      <EndInterviewDialog
        question={cancelling && cancelQuestion(cancelling, cancel)}
        onHide={() => setCancelling(null)}
      />
    </>
  );
}

function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
  disabled = false,
  allLabel = 'All',
}: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly disabled?: boolean;
  /** The option that leaves the filter out; null offers none (a choice that must be made). */
  readonly allLabel?: string | null;
}) {
  return (
    <Form.Group controlId={id} style={{ minWidth: '12rem' }}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Select size="sm" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {allLabel !== null && <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} className="text-capitalize">
            {option.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
