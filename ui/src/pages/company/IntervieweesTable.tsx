import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import type { InterviewJson } from '../../api/types.js';
import { InterviewStatusBadge } from './InterviewStatusBadge.js';
import { InterviewTime } from './InterviewTime.js';
import { StudentName } from './StudentName.js';

/** Students with an interview at the company: who, panel, time and status, and what can be done. */
export function IntervieweesTable({
  label,
  interviews,
  actions,
}: {
  readonly label: string;
  readonly interviews: readonly InterviewJson[];
  readonly actions: (interview: InterviewJson) => ReactNode;
}) {
  return (
    <Table responsive hover className="mb-0 align-middle text-nowrap" aria-label={label}>
      <thead>
        <tr>
          <th>Student</th>
          <th>Index Number</th>
          <th>Panel</th>
          <th>Time</th>
          <th>Status</th>
          <th className="text-end">Action</th>
        </tr>
      </thead>
      <tbody>
        {interviews.map((interview) => (
          <tr key={interview._id}>
            <td>
              <StudentName student={interview.student} />
            </td>
            <td>{interview.student.indexNumber}</td>
            <td>{interview.panelID?.panelName ?? '—'}</td>
            <td>
              <InterviewTime time={interview.time} />
            </td>
            <td>
              <InterviewStatusBadge status={interview.status} />
            </td>
            <td>
              <div className="d-flex gap-2 justify-content-end">{actions(interview)}</div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
