import { NOBODY_WAITING, NOTHING_FINISHED_YET } from '../../screen-texts.js';
import Card from 'react-bootstrap/Card';
import type { CompanyInterviewJson } from '../../api/types.js';
import { EmptyState } from '../../components/EmptyState.js';
import { CvDownloadButton } from './CvDownloadButton.js';
import { InterviewActions } from './InterviewActions.js';
import { IntervieweesTable } from './IntervieweesTable.js';
import { StudentProfileButton } from './StudentProfileButton.js';

/** One part of the queue (upcoming or finished), in queue order, with each interview's moves. */
export function QueueTable({
  title,
  interviews,
}: {
  readonly title: string;
  readonly interviews: readonly CompanyInterviewJson[];
}) {
  const id = `${title.toLowerCase().replace(/\W+/g, '-')}-interviews`;
  return (
    <Card className="shadow-sm border-0 mb-4" as="section" aria-labelledby={id}>
      <Card.Header className="bg-body fw-semibold d-flex justify-content-between">
        <span id={id}>{title}</span>
        <span className="text-body-secondary fw-normal">{interviews.length}</span>
      </Card.Header>
      <Card.Body className="p-0">
        {interviews.length === 0 ? (
          <EmptyState next={title === 'Finished' ? NOTHING_FINISHED_YET : NOBODY_WAITING} />
        ) : (
          <IntervieweesTable
            label={title}
            interviews={interviews}
            position="queue"
            compact
            actions={(interview) => (
              <>
                <InterviewActions interview={interview} />
                <StudentProfileButton interview={interview} />
                <CvDownloadButton interview={interview} />
              </>
            )}
          />
        )}
      </Card.Body>
    </Card>
  );
}
