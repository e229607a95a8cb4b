import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useAlertedCall } from '../../components/useAlertedCall.js';
import { useChangeWalkingStatus } from './api.js';
import { walkInToggleLabel } from './walk-in-toggle-label.js';

/** Turn On / Turn Off Walk-in: the button names the move it makes. */
export function WalkInToggle({ companyId, open }: { readonly companyId: string; readonly open: boolean }) {
  const alerted = useAlertedCall();
  const changeWalkingStatus = useChangeWalkingStatus();
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    setBusy(true);
    const done = `Walk-in interviews are ${open ? 'closed' : 'open'} now.`;
    await alerted(() => changeWalkingStatus(companyId, !open), done);
    setBusy(false);
  };

  return (
    <Button variant={open ? 'outline-danger' : 'success'} onClick={() => void toggle()} disabled={busy}>
      {busy && <Spinner as="span" animation="border" size="sm" className="me-2" />}
      {walkInToggleLabel(open)}
    </Button>
  );
}
