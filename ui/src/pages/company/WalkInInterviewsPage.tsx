import Card from 'react-bootstrap/Card';
import { FAILED_TO_FETCH_INTERVIEWS } from '../../screen-texts.js';
import { useCompanyWalkIns, useOwnCompany } from './api.js';
import { DataState } from '../../components/DataState.js';
import { PageTitle } from '../../components/PageTitle.js';
import { CvDownloadButton } from '../interview-desk/CvDownloadButton.js';
import { IntervieweesTable } from '../interview-desk/IntervieweesTable.js';
import { StudentProfileButton } from '../interview-desk/StudentProfileButton.js';
import { WalkInStatusBadge } from '../interview-desk/WalkInStatusBadge.js';

/** /company/walk-in-interviews: the students who came as walk-ins; the coordinator opens and closes walk-in. */
export function WalkInInterviewsPage() {
  const company = useOwnCompany();
  const walkIns = useCompanyWalkIns();
  return (
    <>
      <PageTitle title="Walk-in Interviews">
        {company.data && <WalkInStatusBadge open={company.data.walkingStatus} />}
      </PageTitle>
      <Card className="shadow-sm border-0">
        <Card.Body className="p-0">
          <DataState data={walkIns.data} error={walkIns.error} fallback={FAILED_TO_FETCH_INTERVIEWS}>
            {(rows) => (
              <IntervieweesTable
                label="Walk-in Interviews"
                interviews={rows}
                actions={(interview) => (
                  <>
                    <StudentProfileButton interview={interview} />
                    <CvDownloadButton interview={interview} />
                  </>
                )}
              />
            )}
          </DataState>
        </Card.Body>
      </Card>
    </>
  );
}
