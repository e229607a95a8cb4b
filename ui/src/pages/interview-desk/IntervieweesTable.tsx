import type { ReactNode } from 'react';
import ListGroup from 'react-bootstrap/ListGroup';
import type { CompanyInterviewJson } from '../../api/types.js';
import { useIsMobile } from '../../hooks/useIsMobile.js';
import { CheckedInBadge } from '../../components/CheckedInBadge.js';
import { InterviewStatusBadge } from '../../components/InterviewStatusBadge.js';
import { InterviewTime } from '../../components/InterviewTime.js';
import { SelectPage, SelectRow, type RowSelection } from '../../components/RowSelection.js';
import { ScrollingTable } from '../../components/ScrollingTable.js';
import { StudentName } from './StudentName.js';

interface Columns {
  /** A leading Queue column: the company's queue place, or the panel's. */
  readonly position?: 'queue' | 'panelQueue';
  readonly showPanel?: boolean;
  /**
   * The index number and the status under the name instead of in columns of their own: the actions
   * stay in view at the right of a laptop's table (1280 px) and would cover a Status column.
   */
  readonly compact?: boolean;
  /** The heading over the actions. */
  readonly actionLabel?: string;
  /** Rows that can be chosen: a checkbox leads each row, and one heads them for the rows shown. */
  readonly selection?: RowSelection<CompanyInterviewJson>;
}

/**
 * Students with an interview at the company: who, panel, time and status, and what can be done.
 * A table on a wide screen; under the mobile breakpoint each student is a card-like list item.
 */
export function IntervieweesTable({
  label,
  interviews,
  actions,
  ...columns
}: Columns & {
  readonly label: string;
  readonly interviews: readonly CompanyInterviewJson[];
  readonly actions: (interview: CompanyInterviewJson) => ReactNode;
}) {
  const mobile = useIsMobile();
  return mobile ? (
    <IntervieweeList label={label} interviews={interviews} actions={actions} {...columns} />
  ) : (
    <IntervieweeRows label={label} interviews={interviews} actions={actions} {...columns} />
  );
}

type Props = Parameters<typeof IntervieweesTable>[0];

function IntervieweeRows({
  label,
  interviews,
  actions,
  position,
  showPanel = true,
  compact = false,
  actionLabel = 'Action',
  selection,
}: Props) {
  return (
    <ScrollingTable label={label} className="text-nowrap">
      <thead>
        <tr>
          {selection && (
            <th>
              <SelectPage selection={selection} rows={interviews} />
            </th>
          )}
          {position && <th>Queue</th>}
          <th>Student</th>
          {!compact && <th>Index Number</th>}
          {showPanel && <th>Panel</th>}
          <th>Time</th>
          {!compact && <th>Status</th>}
          <th className="text-end table-sticky-end">{actionLabel}</th>
        </tr>
      </thead>
      <tbody>
        {interviews.map((interview) => (
          <tr key={interview._id}>
            {selection && (
              <td>
                <SelectRow selection={selection} row={interview} />
              </td>
            )}
            {position && <td>{interview[position] ?? '—'}</td>}
            <td>
              {compact ? (
                <StudentName
                  student={interview.student}
                  detail="indexNumber"
                  status={<Status interview={interview} />}
                />
              ) : (
                <StudentName student={interview.student} />
              )}
            </td>
            {!compact && <td>{interview.student.indexNumber}</td>}
            {showPanel && <td>{interview.panelID?.panelName ?? '—'}</td>}
            <td>
              <InterviewTime time={interview.time} />
            </td>
            {!compact && (
              <td>
                <div className="d-flex gap-1">
                  <Status interview={interview} />
                </div>
              </td>
            )}
            <td className="table-sticky-end">
              <div className="d-flex gap-2 justify-content-end">{actions(interview)}</div>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}

function IntervieweeList({ label, interviews, actions, position, showPanel = true, selection }: Props) {
  return (
    <>
      {selection && (
        <div className="px-3 py-2 border-bottom">
          <SelectPage selection={selection} rows={interviews} showLabel />
        </div>
      )}
      <ListGroup as="ul" variant="flush" aria-label={label}>
        {interviews.map((interview) => (
          <ListGroup.Item as="li" key={interview._id} className="py-3">
            <div className="d-flex justify-content-between align-items-start gap-2">
              {selection ? (
                <div className="d-flex align-items-start gap-2 min-w-0">
                  <SelectRow selection={selection} row={interview} />
                  <StudentName student={interview.student} detail="indexNumber" />
                </div>
              ) : (
                <StudentName student={interview.student} detail="indexNumber" />
              )}
              <div className="d-flex gap-1">
                <Status interview={interview} />
              </div>
            </div>
            <div className="d-flex flex-wrap column-gap-3 small text-body-secondary mt-2">
              {position && <span>Queue {interview[position] ?? '—'}</span>}
              {showPanel && <span>{interview.panelID?.panelName ?? 'No panel'}</span>}
              <span>
                Time <InterviewTime time={interview.time} />
              </span>
            </div>
            <div className="d-flex flex-wrap gap-2 mt-2">{actions(interview)}</div>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </>
  );
}

/** The interview's status, and "Here" once the student checked in. */
function Status({ interview }: { readonly interview: CompanyInterviewJson }) {
  return (
    <>
      <InterviewStatusBadge status={interview.status} />
      <CheckedInBadge checkedInAt={interview.checkedInAt} status={interview.status} />
    </>
  );
}
