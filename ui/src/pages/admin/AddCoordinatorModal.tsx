import { validateAddCoordinator, type AddCoordinatorForm } from '../../../../domain/coordinator.js';
import { useAddCoordinator } from './accounts-api.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { FormModal } from '../../components/FormModal.js';
import { useDialogForm } from '../../forms/useDialogForm.js';
import { CoordinatorFields } from './CoordinatorFields.js';

const EMPTY: AddCoordinatorForm = {
  email: '',
  name: '',
  contactNumber: '',
  company: '',
  password: '',
  confirmpassword: '',
};

/** The Add dialog of /admin/coordinators: a coordinator bound to one company. */
export function AddCoordinatorModal({ show, onHide }: { readonly show: boolean; readonly onHide: () => void }) {
  const alerts = useAlerts();
  const createCoordinator = useAddCoordinator();
  const { control, failure, busy, onSubmit, close } = useDialogForm({
    onHide,
    defaultValues: EMPTY,
    validate: validateAddCoordinator,
    send: async (coordinator, typed) => {
      const { companyId, ...fields } = coordinator;
      const message = await createCoordinator({
        ...fields,
        company: companyId,
        confirmpassword: typed.confirmpassword,
      });
      alerts.success(message || `${coordinator.name} can now sign in as a coordinator.`);
      onHide();
    },
  });

  return (
    <FormModal
      title="Add Coordinator"
      submitLabel="Add Coordinator"
      show={show}
      busy={busy}
      onHide={close}
      onSubmit={onSubmit}
    >
      <CoordinatorFields control={control} idPrefix="coordinator" failure={failure} />
    </FormModal>
  );
}
