import Card from 'react-bootstrap/Card';
import { useSearchParams } from 'react-router-dom';
import { FAILED_TO_FETCH_INTERVIEWS } from '../../screen-texts.js';
import { useCompanyPanels } from '../../api/panels.js';
import { usePanelInterviews } from './api.js';
import type { CompanyInterviewJson } from '../../api/types.js';
import { DataState } from '../../components/DataState.js';
import { EmptyState } from '../../components/EmptyState.js';
import { PageTitle } from '../../components/PageTitle.js';
import { IntervieweesTable } from '../interview-desk/IntervieweesTable.js';
import { PanelPicker } from '../interview-desk/PanelPicker.js';
import { SetTimeForm } from './SetTimeForm.js';
import { useCoordinatorCompanyId } from './useCoordinatorCompanyId.js';
import { AddToCalendarButton } from '../../components/AddToCalendarButton.js';
import { ScheduleLink } from '../schedule/ScheduleLink.js';
import { ScheduleAllButton } from '../bulk-schedule/ScheduleAllButton.js';

/** /coordinator/interview: one panel's students in queue order, each with Set Time. */
export function InterviewTimesPage() {
  const companyId = useCoordinatorCompanyId();
  const panels = useCompanyPanels(companyId);
  const [params, setParams] = useSearchParams();
  const asked = params.get('panel') ?? '';
  const panelId = panels.data?.some((panel) => panel._id === asked) ? asked : (panels.data?.[0]?._id ?? '');
  const interviews = usePanelInterviews(companyId, panelId || undefined);

  return (
    <>
      <PageTitle title="Interviews">
        {panels.data && panels.data.length > 0 && (
          <PanelPicker
            id="interview-panel"
            panels={panels.data}
            value={panelId}
            onChange={(id) => setParams({ panel: id }, { replace: true })}
          />
        )}
        {companyId && panelId && <AddToCalendarButton company={companyId} panel={panelId} />}
        {panelId && <ScheduleLink to={`/coordinator/panels/${panelId}/schedule`} />}
        {companyId && <ScheduleAllButton companyId={companyId} />}
      </PageTitle>
      <Card className="shadow-sm border-0">
        <Card.Body className="p-0">
          <DataState data={panels.data} error={panels.error} fallback={FAILED_TO_FETCH_INTERVIEWS}>
            {() => (
              <DataState data={interviews.data} error={interviews.error} fallback={FAILED_TO_FETCH_INTERVIEWS}>
                {(rows) => <PanelQueue interviews={rows} />}
              </DataState>
            )}
          </DataState>
        </Card.Body>
      </Card>
    </>
  );
}

function PanelQueue({ interviews }: { readonly interviews: readonly CompanyInterviewJson[] }) {
  if (interviews.length === 0) return <EmptyState />;
  return (
    <IntervieweesTable
      label="Panel students"
      interviews={interviews}
      position="panelQueue"
      showPanel={false}
      actionLabel="Set Time"
      actions={(interview) => <SetTimeForm key={interview.time ?? 'none'} interview={interview} />}
    />
  );
}
