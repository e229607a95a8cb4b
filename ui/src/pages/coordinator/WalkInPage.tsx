import Card from 'react-bootstrap/Card';
import { FAILED_TO_FETCH_DATA } from '../../screen-texts.js';
import { useCompanyPanels } from '../../api/panels.js';
import { DataState } from '../../components/DataState.js';
import { PageTitle } from '../../components/PageTitle.js';
import { WalkInIntervieweesTable } from '../interview-desk/WalkInIntervieweesTable.js';
import { WalkInStatusBadge } from '../interview-desk/WalkInStatusBadge.js';
import { useCoordinatorWalkIns, useWalkingStatus } from './api.js';
import { SelectPanel } from './SelectPanel.js';
import { useCoordinatorCompanyId } from './useCoordinatorCompanyId.js';
import { WalkInToggle } from './WalkInToggle.js';

/** /coordinator/walk-in: open or close walk-in interviews, and place the walk-ins in a panel. */
export function WalkInPage() {
  const companyId = useCoordinatorCompanyId();
  const status = useWalkingStatus(companyId);
  const panels = useCompanyPanels(companyId);
  const walkIns = useCoordinatorWalkIns(companyId);

  return (
    <>
      <PageTitle title="Walk-in">
        {companyId && status.data && <WalkInToggle companyId={companyId} open={status.data.walkingStatus} />}
      </PageTitle>
      <Card className="shadow-sm border-0 mb-4">
        <Card.Body>
          <DataState data={status.data} error={status.error} fallback={FAILED_TO_FETCH_DATA} isEmpty={() => false}>
            {({ walkingStatus }) => (
              <div className="d-flex flex-wrap align-items-center gap-3">
                <WalkInStatusBadge open={walkingStatus} />
                <span className="text-body-secondary">
                  {walkingStatus
                    ? 'Students can ask for a walk-in interview with your company now.'
                    : 'Students cannot ask for a walk-in interview with your company until you turn Walk-in on.'}
                </span>
              </div>
            )}
          </DataState>
        </Card.Body>
      </Card>
      <Card className="shadow-sm border-0" as="section" aria-labelledby="walk-in-list-title">
        <Card.Header className="bg-body fw-semibold" id="walk-in-list-title">
          Walk-in Interviews
        </Card.Header>
        <Card.Body className="p-0">
          <WalkInIntervieweesTable
            walkIns={walkIns}
            actions={(interview) => <SelectPanel interview={interview} panels={panels.data ?? []} />}
          />
        </Card.Body>
      </Card>
    </>
  );
}
