import Button from 'react-bootstrap/Button';
import { canDeletePanel, PANEL_MESSAGES } from '../../../../domain/panel.js';
import { errorText } from '../../api/client.js';
import { deletePanel } from '../../api/company-panels.js';
import type { PanelJson } from '../../api/types.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { DeleteButton } from '../../components/DeleteButton.js';

/** Delete Panel, offered only while no student is assigned to the panel (spec §2). */
export function DeletePanelButton({
  panel,
  students,
  onDeleted,
}: {
  readonly panel: PanelJson;
  /** How many interviews the panel holds, as this screen last saw them. */
  readonly students: number;
  readonly onDeleted: () => void;
}) {
  const alerts = useAlerts();

  const remove = async () => {
    try {
      const message = await deletePanel(panel._id);
      alerts.success(message || `${panel.panelName} was deleted.`);
    } catch (error) {
      alerts.error(errorText(error));
    } finally {
      onDeleted();
    }
  };

  if (canDeletePanel(students)) return <DeleteButton label="Delete Panel" onConfirm={remove} />;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <span className="small text-body-secondary" id={`panel-${panel._id}-locked`}>
        {PANEL_MESSAGES.hasStudents}
      </span>
      <Button variant="outline-danger" size="sm" disabled aria-describedby={`panel-${panel._id}-locked`}>
        Delete Panel
      </Button>
    </div>
  );
}
