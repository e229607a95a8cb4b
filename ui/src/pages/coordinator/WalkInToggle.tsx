import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { walkInToggleLabel } from '../../../../domain/walk-in.js';
import { errorText } from '../../api/client.js';
import { changeWalkingStatus } from '../../api/coordinator-area.js';
import { useAlerts } from '../../components/AlertsContext.js';

/** Turn On / Turn Off Walk in: the button names the move it makes. */
export function WalkInToggle({
  companyId,
  open,
  onChanged,
}: {
  readonly companyId: string;
  readonly open: boolean;
  readonly onChanged: () => void;
}) {
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    setBusy(true);
    try {
      const message = await changeWalkingStatus(companyId, !open);
      alerts.success(message || `Walk-in interviews are ${open ? 'closed' : 'open'} now.`);
      onChanged();
    } catch (error) {
      alerts.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant={open ? 'outline-danger' : 'success'} onClick={() => void toggle()} disabled={busy}>
      {busy && <Spinner as="span" animation="border" size="sm" className="me-2" />}
      {walkInToggleLabel(open)}
    </Button>
  );
}
