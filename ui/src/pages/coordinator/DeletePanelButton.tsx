import Button from 'react-bootstrap/Button';
import { canDeletePanel, PANEL_MESSAGES } from '../../../../domain/panel.js';
import type { PanelJson } from '../../api/types.js';
import { DeleteButton } from '../../components/DeleteButton.js';
import { useAlertedCall } from '../../components/useAlertedCall.js';
import { useDeletePanel } from './api.js';

/** Delete Panel, offered only while no student is assigned to the panel (spec §2). */
export function DeletePanelButton({
  panel,
  students,
}: {
  readonly panel: PanelJson;
  /** How many interviews the panel holds, as this screen last saw them. */
  readonly students: number;
}) {
  const alerted = useAlertedCall();
  const deletePanel = useDeletePanel();

  const remove = async () => {
    await alerted(() => deletePanel(panel._id), `${panel.panelName} was deleted.`);
  };

  if (canDeletePanel(students))
    return <DeleteButton label="Delete Panel" subject={panel.panelName} onConfirm={remove} />;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <span className="small text-body-secondary" id={`panel-${panel._id}-locked`}>
        {PANEL_MESSAGES.hasStudents}
      </span>
      <Button
        variant="outline-danger"
        size="sm"
        disabled
        aria-label={`Delete Panel ${panel.panelName}`}
        aria-describedby={`panel-${panel._id}-locked`}
      >
        Delete Panel
      </Button>
    </div>
  );
}
