import { validateAddPanel } from '../../../../domain/panel.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { FormModal } from '../../components/FormModal.js';
import { TextField } from '../../components/TextField.js';
import { useDialogForm } from '../../forms/useDialogForm.js';
import { useCreatePanel } from './api.js';

/** Add Panel (spec §2, §5): a name, suggested from the panels the company offers; a refusal shows on the field. */
export function AddPanelModal({
  companyId,
  suggestions,
  show,
  onHide,
}: {
  readonly companyId: string;
  readonly suggestions: readonly string[];
  readonly show: boolean;
  readonly onHide: () => void;
}) {
  const alerts = useAlerts();
  const createPanel = useCreatePanel();
  const { control, busy, onSubmit, close } = useDialogForm({
    onHide,
    defaultValues: { panelName: '' },
    validate: validateAddPanel,
    send: async ({ panelName }) => {
      const { panel, message } = await createPanel(companyId, panelName);
      alerts.success(message || `${panel.panelName} was added.`);
      onHide();
    },
    failureField: 'panelName',
  });

  return (
    <FormModal title="Add Panel" submitLabel="Add Panel" show={show} busy={busy} onHide={close} onSubmit={onSubmit}>
      <TextField
        control={control}
        name="panelName"
        id="panel-name"
        label="Panel Name"
        list="panel-name-suggestions"
        autoComplete="off"
        autoFocus
      />
      <datalist id="panel-name-suggestions">
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </FormModal>
  );
}
