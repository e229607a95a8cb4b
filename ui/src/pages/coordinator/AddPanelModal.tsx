import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { ERROR_OCCURRED } from '../../../../domain/messages.js';
import { validateAddPanel } from '../../../../domain/panel.js';
import { errorText } from '../../api/client.js';
import { createPanel } from '../../api/company-panels.js';
import { FormModal } from '../../components/FormModal.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { checkForm, type FieldErrors } from '../../forms/fieldErrors.js';

/** Add Panel (spec §2, §5): a name, suggested from the panels the company offers; a refusal shows on the field. */
export function AddPanelModal({
  companyId,
  suggestions,
  show,
  onHide,
  onAdded,
}: {
  readonly companyId: string;
  readonly suggestions: readonly string[];
  readonly show: boolean;
  readonly onHide: () => void;
  readonly onAdded: () => void;
}) {
  const alerts = useAlerts();
  const [panelName, setPanelName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPanelName('');
    setErrors({});
    onHide();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(validateAddPanel({ panelName }));
    setErrors(checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    try {
      const { panel, message } = await createPanel(companyId, checked.value.panelName);
      alerts.success(message || `${panel.panelName} was added.`);
      onAdded();
      close();
    } catch (error) {
      setErrors({ panelName: errorText(error, ERROR_OCCURRED) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormModal title="Add Panel" submitLabel="Add Panel" show={show} busy={busy} onHide={close} onSubmit={submit}>
      <Form.Group controlId="panel-name">
        <Form.Label>Panel Name</Form.Label>
        <Form.Control
          value={panelName}
          onChange={(event) => setPanelName(event.target.value)}
          list="panel-name-suggestions"
          autoComplete="off"
          isInvalid={Boolean(errors.panelName)}
          autoFocus
        />
        <datalist id="panel-name-suggestions">
          {suggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <Form.Control.Feedback type="invalid">{errors.panelName}</Form.Control.Feedback>
      </Form.Group>
    </FormModal>
  );
}
