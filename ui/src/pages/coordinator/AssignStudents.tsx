import { NO_INTERVIEWS_YET, NO_ONE_IN_PANEL } from '../../screen-texts.js';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import type { CompanyInterviewJson, PanelJson } from '../../api/types.js';
import { displayName } from '../../../../domain/student.js';
import { CancelInterviewButton, cancelQuestion, type CancelTarget } from '../../components/CancelInterviewButton.js';
import { EndInterviewDialog } from '../../components/EndInterviewButton.js';
import { EmptyState } from '../../components/EmptyState.js';
import { InterviewBulkActions } from '../../components/InterviewBulkActions.js';
import { useChosenRows, type RowSelection } from '../../components/RowSelection.js';
import { IntervieweesTable } from '../interview-desk/IntervieweesTable.js';
import { useBulkCompanyInterviews, useCancelInterview } from './api.js';
import { DeletePanelButton } from './DeletePanelButton.js';
import { PanelHoursButton } from './PanelHoursButton.js';
import { SelectPanel } from './SelectPanel.js';

const ALL = 'all';

/**
 * Assign Students (spec §2): every interviewee under All, and one tab per panel with its students;
 * an interview that has not started can also be cancelled from here. Rows chosen on any tab take
 * Assign panel, Set time or Delete together.
 */
export function AssignStudents({
  interviews,
  panels,
  companyName,
}: {
  readonly interviews: readonly CompanyInterviewJson[];
  readonly panels: readonly PanelJson[];
  readonly companyName: string;
}) {
  const [chosen, setChosen] = useState<string>(ALL);
  const cancel = useCancelInterview();
  const [cancelling, setCancelling] = useState<CancelTarget | null>(null);
  const active = panels.some((panel) => panel._id === chosen) ? chosen : ALL;
  const [picked, setPicked] = useChosenRows();
  const selection: RowSelection<CompanyInterviewJson> = {
    chosen: picked,
    rowOf: (interview) => ({ id: interview._id, name: displayName(interview.student) }),
    onChange: setPicked,
  };
  const bulk = useBulkCompanyInterviews();
  const onPanel = (panel: PanelJson) => interviews.filter((interview) => interview.panelID?._id === panel._id);

  const table = (rows: readonly CompanyInterviewJson[], label: string, next: string) =>
    rows.length === 0 ? (
      <EmptyState next={next} />
    ) : (
      <IntervieweesTable
        label={label}
        interviews={rows}
        compact
        selection={selection}
        actions={(interview) => (
          <>
            <SelectPanel interview={interview} panels={panels} />
            <CancelInterviewButton
              status={interview.status}
              target={{ interviewId: interview._id, studentName: displayName(interview.student), companyName }}
              onAsk={setCancelling}
            />
          </>
        )}
      />
    );

  return (
    <Card className="shadow-sm border-0" as="section" aria-labelledby="assign-students-title">
      <Card.Header className="bg-body fw-semibold" id="assign-students-title">
        Assign Students
      </Card.Header>
      <Card.Body className="p-0">
        {picked.length > 0 && (
          <div className="px-3 pt-3">
            <InterviewBulkActions chosen={picked} onChosen={setPicked} panels={panels} act={bulk} />
          </div>
        )}
        <Tabs
          activeKey={active}
          onSelect={(key) => setChosen(key ?? ALL)}
          className="px-3 pt-2 flex-wrap"
          id="assign-students"
        >
          <Tab eventKey={ALL} title={<TabTitle name="All" count={interviews.length} />}>
            {table(interviews, 'All students', NO_INTERVIEWS_YET)}
          </Tab>
          {panels.map((panel) => {
            const rows = onPanel(panel);
            return (
              <Tab key={panel._id} eventKey={panel._id} title={<TabTitle name={panel.panelName} count={rows.length} />}>
                <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 px-3 py-2 border-bottom">
                  <span className="fw-semibold">{panel.panelName}</span>
                  <div className="d-flex flex-wrap align-items-center gap-2">
                    <PanelHoursButton panel={panel} />
                    <DeletePanelButton panel={panel} students={rows.length} />
                  </div>
                </div>
                {table(rows, `Students of ${panel.panelName}`, NO_ONE_IN_PANEL)}
              </Tab>
            );
          })}
        </Tabs>
      </Card.Body>
      <EndInterviewDialog
        question={cancelling && cancelQuestion(cancelling, cancel)}
        onHide={() => setCancelling(null)}
      />
    </Card>
  );
}

function TabTitle({ name, count }: { readonly name: string; readonly count: number }) {
  return (
    <span className="d-inline-flex align-items-center gap-2">
      {name}
      <Badge bg="secondary-subtle" text="secondary-emphasis" pill>
        {count}
      </Badge>
    </span>
  );
}
