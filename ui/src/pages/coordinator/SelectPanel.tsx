import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { displayName } from '../../../../domain/student.js';
import { errorText } from '../../api/client.js';
import { assignPanel } from '../../api/coordinator-area.js';
import type { InterviewJson, PanelJson } from '../../api/types.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { panelRefusal } from './panelChoice.js';

/** Select Panel: puts the student in one of the company's panels (and in that panel's queue). */
export function SelectPanel({
  interview,
  panels,
  onAssigned,
}: {
  readonly interview: InterviewJson;
  readonly panels: readonly PanelJson[];
  readonly onAssigned: () => void;
}) {
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);
  const refusal = panelRefusal(interview);
  const name = displayName(interview.student);

  const choose = async (panelId: string) => {
    const panel = panels.find((candidate) => candidate._id === panelId);
    if (!panel) return;
    setBusy(true);
    try {
      const message = await assignPanel(interview._id, panel._id);
      alerts.success(message || `${name} was assigned to ${panel.panelName}.`);
      onAssigned();
    } catch (error) {
      alerts.error(errorText(error));
      // The interview or the panel may have changed elsewhere: show them as they are now.
      onAssigned();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form.Select
      size="sm"
      aria-label={`Select Panel for ${name}`}
      title={refusal ?? undefined}
      value={interview.panelID?._id ?? ''}
      disabled={busy || refusal !== null || panels.length === 0}
      onChange={(event) => void choose(event.target.value)}
      style={{ minWidth: '11rem' }}
    >
      <option value="" disabled>
        Select Panel
      </option>
      {panels.map((panel) => (
        <option key={panel._id} value={panel._id}>
          {panel.panelName}
        </option>
      ))}
    </Form.Select>
  );
}
