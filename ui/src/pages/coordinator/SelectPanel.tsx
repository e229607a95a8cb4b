import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { displayName } from '../../../../domain/student.js';
import type { CompanyInterviewJson, PanelJson } from '../../api/types.js';
import { useAlertedCall } from '../../components/useAlertedCall.js';
import { useAssignPanel } from './api.js';
import { PanelOptions } from '../interview-desk/PanelPicker.js';
import { panelRefusal } from './panelChoice.js';

/** Select Panel: puts the student in one of the company's panels (and in that panel's queue). */
export function SelectPanel({
  interview,
  panels,
}: {
  readonly interview: CompanyInterviewJson;
  readonly panels: readonly PanelJson[];
}) {
  const alerted = useAlertedCall();
  const assignPanel = useAssignPanel();
  const [busy, setBusy] = useState(false);
  const refusal = panelRefusal(interview);
  const name = displayName(interview.student);

  const choose = async (panelId: string) => {
    const panel = panels.find((candidate) => candidate._id === panelId);
    if (!panel) return;
    setBusy(true);
    await alerted(() => assignPanel(interview._id, panel._id), `${name} was assigned to ${panel.panelName}.`);
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
      <PanelOptions panels={panels} />
    </Form.Select>
  );
}
