import Card from 'react-bootstrap/Card';
import { useCompanyWalkIns, useOwnCompany } from './api.js';
import { PageTitle } from '../../components/PageTitle.js';
import { CvDownloadButton } from '../interview-desk/CvDownloadButton.js';
import { StudentProfileButton } from '../interview-desk/StudentProfileButton.js';
import { WalkInIntervieweesTable } from '../interview-desk/WalkInIntervieweesTable.js';
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
          <WalkInIntervieweesTable
            walkIns={walkIns}
            actions={(interview) => (
              <>
                <StudentProfileButton interview={interview} />
                <CvDownloadButton interview={interview} />
              </>
            )}
          />
        </Card.Body>
      </Card>
    </>
  );
}
