import Card from 'react-bootstrap/Card';
import { useSearchParams } from 'react-router-dom';
import { FAILED_TO_FETCH_INTERVIEWS, NO_ONE_IN_PANEL } from '../../screen-texts.js';
import { useCompanyPanels } from '../../api/panels.js';
import { useBulkCompanyInterviews, usePanelInterviews } from './api.js';
import type { CompanyInterviewJson, PanelJson } from '../../api/types.js';
import { DataState } from '../../components/DataState.js';
import { EmptyState } from '../../components/EmptyState.js';
import { InterviewBulkActions } from '../../components/InterviewBulkActions.js';
import { useChosenRows, type RowSelection } from '../../components/RowSelection.js';
import { PageTitle } from '../../components/PageTitle.js';
import { IntervieweesTable } from '../interview-desk/IntervieweesTable.js';
import { PanelPicker } from '../interview-desk/PanelPicker.js';
import { SetTimeForm } from './SetTimeForm.js';
import { useCoordinatorCompanyId } from './useCoordinatorCompanyId.js';
import { AddToCalendarButton } from '../../components/AddToCalendarButton.js';
import { ScheduleLink } from '../schedule/ScheduleLink.js';
import { displayName } from '../../../../domain/student.js';
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
          <DataState
            data={panels.data}
            error={panels.error}
            fallback={FAILED_TO_FETCH_INTERVIEWS}
            emptyNext="No panels yet. Add Panel on the Dashboard, then give students a panel there."
          >
            {() => (
              <DataState
                data={interviews.data}
                error={interviews.error}
                fallback={FAILED_TO_FETCH_INTERVIEWS}
                emptyNext={NO_ONE_IN_PANEL}
              >
                {(rows) => <PanelQueue interviews={rows} panels={panels.data ?? []} />}
              </DataState>
            )}
          </DataState>
        </Card.Body>
      </Card>
    </>
  );
}

/** The panel's students, each with Set Time; the rows chosen take Assign panel, Set time or Delete together. */
function PanelQueue({
  interviews,
  panels,
}: {
  readonly interviews: readonly CompanyInterviewJson[];
  readonly panels: readonly PanelJson[];
}) {
  const [chosen, setChosen] = useChosenRows();
  const bulk = useBulkCompanyInterviews();
  const selection: RowSelection<CompanyInterviewJson> = {
    chosen,
    rowOf: (interview) => ({ id: interview._id, name: displayName(interview.student) }),
    onChange: setChosen,
  };
  if (interviews.length === 0) return <EmptyState next={NO_ONE_IN_PANEL} />;
  return (
    <>
      {chosen.length > 0 && (
        <div className="px-3 pt-3">
          <InterviewBulkActions chosen={chosen} onChosen={setChosen} panels={panels} act={bulk} />
        </div>
      )}
      <IntervieweesTable
        label="Panel students"
        interviews={interviews}
        position="panelQueue"
        showPanel={false}
        actionLabel="Set Time"
        selection={selection}
        actions={(interview) => <SetTimeForm key={interview.time ?? 'none'} interview={interview} />}
      />
    </>
  );
}
