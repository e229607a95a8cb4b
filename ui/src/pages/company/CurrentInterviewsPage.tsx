import { useSearchParams } from 'react-router-dom';
import { FAILED_TO_FETCH_INTERVIEWS } from '../../screen-texts.js';
import { COMPANY_CURRENT_INTERVIEWS_POLL_MS } from '../../live/polling.js';
import { useCompanyPanels } from '../../api/panels.js';
import { useCurrentInterviews } from './api.js';
import { DataState } from '../../components/DataState.js';
import { LiveHint } from '../../components/LiveHint.js';
import { PageTitle } from '../../components/PageTitle.js';
import { useSession } from '../../session/SessionContext.js';
import { InterviewBoard } from '../interview-desk/InterviewBoard.js';
import { PanelPicker } from '../interview-desk/PanelPicker.js';
import { AddToCalendarButton } from '../../components/AddToCalendarButton.js';
import { CheckInButton } from '../interview-desk/CheckInButton.js';
import { ScheduleLink } from '../schedule/ScheduleLink.js';

/** /company: the current interviews, of every panel or of the panel in `?pid=`, kept fresh by the live stream. */
export function CurrentInterviewsPage() {
  const { user } = useSession();
  const companyId = user?._id;
  const [params, setParams] = useSearchParams();
  const panelId = params.get('pid') ?? '';
  const panels = useCompanyPanels(companyId);
  const board = useCurrentInterviews(companyId, panelId || undefined);

  const choosePanel = (id: string) => setParams(id ? { pid: id } : {}, { replace: true });

  return (
    <>
      <PageTitle title="Current Interviews">
        <PanelPicker
          id="current-panel"
          panels={panels.data ?? []}
          value={panelId}
          onChange={choosePanel}
          allLabel="All panels"
        />
        <CheckInButton />
        {companyId && <AddToCalendarButton company={companyId} panel={panelId || undefined} />}
        {panelId && <ScheduleLink to={`/company/panels/${panelId}/schedule`} />}
      </PageTitle>
      <p className="text-body-secondary small mt-n2 mb-3">
        <LiveHint pollMs={COMPANY_CURRENT_INTERVIEWS_POLL_MS} />
      </p>
      <DataState data={board.data} error={board.error} fallback={FAILED_TO_FETCH_INTERVIEWS} isEmpty={() => false}>
        {(data) => <InterviewBoard board={data} />}
      </DataState>
    </>
  );
}
