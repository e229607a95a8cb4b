import { useSearchParams } from 'react-router-dom';
import { FAILED_TO_FETCH_INTERVIEWS } from '../../screen-texts.js';
import { useCompanyPanels } from '../../api/panels.js';
import { useOngoingBoard } from './api.js';
import { DataState } from '../../components/DataState.js';
import { PageTitle } from '../../components/PageTitle.js';
import { InterviewBoard } from '../interview-desk/InterviewBoard.js';
import { PanelPicker } from '../interview-desk/PanelPicker.js';
import { useCoordinatorCompanyId } from './useCoordinatorCompanyId.js';
import { AddToCalendarButton } from '../../components/AddToCalendarButton.js';
import { CheckInButton } from '../interview-desk/CheckInButton.js';
import { PauseButton } from './PauseButton.js';

/** /coordinator/ongoing: each panel's queue (paused and resumed here), the current interview, the upcoming and the finished ones, and their moves. */
export function OngoingPage() {
  const companyId = useCoordinatorCompanyId();
  const panels = useCompanyPanels(companyId);
  const [params, setParams] = useSearchParams();
  const panelId = params.get('panel') ?? '';
  const board = useOngoingBoard(companyId, panelId || undefined);

  return (
    <>
      <PageTitle title="Ongoing Interviews">
        <PanelPicker
          id="ongoing-panel"
          panels={panels.data ?? []}
          value={panelId}
          onChange={(id) => setParams(id ? { panel: id } : {}, { replace: true })}
          allLabel="All panels"
        />
        <CheckInButton />
        {companyId && <AddToCalendarButton company={companyId} panel={panelId || undefined} />}
      </PageTitle>
      <DataState data={board.data} error={board.error} fallback={FAILED_TO_FETCH_INTERVIEWS} isEmpty={() => false}>
        {(data) => <InterviewBoard board={data} panelActions={(queue) => <PauseButton queue={queue} />} />}
      </DataState>
    </>
  );
}
