import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { displayName } from '../../../../domain/student.js';
import { assignPanel } from '../../api/coordinator-area.js';
import type { CompanyInterviewJson, PanelJson } from '../../api/types.js';
import { useAlertedCall } from '../../components/useAlertedCall.js';
import { panelRefusal } from './panelChoice.js';

/** Select Panel: puts the student in one of the company's panels (and in that panel's queue). */
export function SelectPanel({
  interview,
  panels,
  onAssigned,
}: {
  readonly interview: CompanyInterviewJson;
  readonly panels: readonly PanelJson[];
  readonly onAssigned: () => void;
}) {
  const alerted = useAlertedCall();
  const [busy, setBusy] = useState(false);
  const refusal = panelRefusal(interview);
  const name = displayName(interview.student);

  const choose = async (panelId: string) => {
    const panel = panels.find((candidate) => candidate._id === panelId);
    if (!panel) return;
    setBusy(true);
    await alerted(() => assignPanel(interview._id, panel._id), `${name} was assigned to ${panel.panelName}.`);
    // Refused or not, the interview or the panel may have changed elsewhere: show them as they are now.
    onAssigned();
    setBusy(false);
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
