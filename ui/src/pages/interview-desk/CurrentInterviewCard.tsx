import { useId, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import type { CompanyInterviewJson } from '../../api/types.js';
import { CheckedInBadge } from '../../components/CheckedInBadge.js';
import { EmptyState } from '../../components/EmptyState.js';
import { CvDownloadButton } from './CvDownloadButton.js';
import { InterviewActions } from './InterviewActions.js';
import { InterviewTime } from '../../components/InterviewTime.js';
import { StudentName } from './StudentName.js';
import { StudentProfileButton } from './StudentProfileButton.js';

/**
 * The interviews in progress: each panel's first ongoing one in queue order is its current one
 * (spec §4, per panel), each under its panel's name.
 */
export function CurrentInterviewCard({ interviews }: { readonly interviews: readonly CompanyInterviewJson[] }) {
  return (
    <Card className="shadow-sm border-0 mb-4" as="section" aria-labelledby="current-interview-title">
      <Card.Header className="bg-body fw-semibold" id="current-interview-title">
        Current Interview
      </Card.Header>
      {interviews.length > 0 ? (
        interviews.map((interview, index) => (
          <PanelCurrent key={interview._id} interview={interview} divided={index > 0} />
        ))
      ) : (
        <Card.Body className="p-0">
          <EmptyState next="No interview in progress. Make Ongoing on a student under Upcoming to start one." />
        </Card.Body>
      )}
    </Card>
  );
}

/** One panel's current interview, named by the panel. */
function PanelCurrent({ interview, divided }: { readonly interview: CompanyInterviewJson; readonly divided: boolean }) {
  const titleId = useId();
  return (
    <Card.Body as="article" aria-labelledby={titleId} className={`current-interview ${divided ? 'border-top' : ''}`}>
      <h2 id={titleId} className="h6 text-body-secondary mb-2">
        {interview.panelID?.panelName ?? 'No panel'}
      </h2>
      <div className="d-flex flex-wrap align-items-center gap-3">
        <StudentName student={interview.student} />
        <CheckedInBadge checkedInAt={interview.checkedInAt} status={interview.status} />
        <dl className="d-flex flex-wrap gap-4 mb-0 ms-md-4">
          <Fact label="Index Number">{interview.student.indexNumber}</Fact>
          <Fact label="Time">
            <InterviewTime time={interview.time} />
          </Fact>
          <Fact label="Queue">{interview.queue ?? '—'}</Fact>
        </dl>
      </div>
      <div className="d-flex flex-wrap gap-2 mt-3">
        <InterviewActions interview={interview} />
        <StudentProfileButton interview={interview} />
        <CvDownloadButton interview={interview} />
      </div>
    </Card.Body>
  );
}

function Fact({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div>
      <dt className="small text-body-secondary fw-normal">{label}</dt>
      <dd className="mb-0 fw-semibold">{children}</dd>
    </div>
  );
}
