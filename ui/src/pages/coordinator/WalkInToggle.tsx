import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { changeWalkingStatus } from '../../api/coordinator-area.js';
import { useAlertedCall } from '../../components/useAlertedCall.js';
import { walkInToggleLabel } from './walk-in-toggle-label.js';

/** Turn On / Turn Off Walk-in: the button names the move it makes. */
export function WalkInToggle({
  companyId,
  open,
  onChanged,
}: {
  readonly companyId: string;
  readonly open: boolean;
  readonly onChanged: () => void;
}) {
  const alerted = useAlertedCall();
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    setBusy(true);
    const done = `Walk-in interviews are ${open ? 'closed' : 'open'} now.`;
    if (await alerted(() => changeWalkingStatus(companyId, !open), done)) onChanged();
    setBusy(false);
  };

  return (
    <Button variant={open ? 'outline-danger' : 'success'} onClick={() => void toggle()} disabled={busy}>
      {busy && <Spinner as="span" animation="border" size="sm" className="me-2" />}
      {walkInToggleLabel(open)}
    </Button>
  );
}
