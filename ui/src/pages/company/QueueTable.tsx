import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import type { InterviewJson } from '../../api/types.js';
import { EmptyState } from '../../components/EmptyState.js';
import { CvDownloadButton } from './CvDownloadButton.js';
import { InterviewActions } from './InterviewActions.js';
import { InterviewStatusBadge } from './InterviewStatusBadge.js';
import { InterviewTime } from './InterviewTime.js';
import { StudentName } from './StudentName.js';
import { StudentProfileButton } from './StudentProfileButton.js';

/** One part of the queue (upcoming or finished), in queue order, with each interview's moves. */
export function QueueTable({
  title,
  interviews,
  onMoved,
}: {
  readonly title: string;
  readonly interviews: readonly InterviewJson[];
  readonly onMoved: () => void;
}) {
  const id = `${title.toLowerCase().replace(/\W+/g, '-')}-interviews`;
  return (
    <Card className="shadow-sm border-0 mb-4" as="section" aria-labelledby={id}>
      <Card.Header className="bg-body fw-semibold d-flex justify-content-between" id={id}>
        {title}
        <span className="text-body-secondary fw-normal">{interviews.length}</span>
      </Card.Header>
      <Card.Body className="p-0">
        {interviews.length === 0 ? (
          <EmptyState />
        ) : (
          <Table responsive hover className="mb-0 align-middle text-nowrap" aria-label={title}>
            <thead>
              <tr>
                <th>Queue</th>
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
                  <td>{interview.queue ?? '—'}</td>
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
                    <div className="d-flex gap-2 justify-content-end">
                      <InterviewActions interview={interview} onMoved={onMoved} />
                      <StudentProfileButton interview={interview} />
                      <CvDownloadButton interview={interview} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card.Body>
    </Card>
  );
}
