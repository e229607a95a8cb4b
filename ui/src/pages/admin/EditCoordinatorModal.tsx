import { type EditCoordinatorForm, validateEditCoordinator } from '../../../../domain/coordinator.js';
import type { CoordinatorJson } from '../../api/types.js';
import { useEditCoordinator } from './accounts-api.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { FormModal } from '../../components/FormModal.js';
import { useDialogForm } from '../../forms/useDialogForm.js';
import { CoordinatorFields } from './CoordinatorFields.js';

type EditFields = Required<EditCoordinatorForm>;

const fieldsOf = (coordinator: CoordinatorJson): EditFields => ({
  email: coordinator.email,
  name: coordinator.name,
  contactNumber: coordinator.contactNumber,
  company: coordinator.company,
  password: '',
  confirmpassword: '',
});

/**
 * The Edit dialog of /admin/coordinators: the Add dialog's fields, filled in; a password typed sets a
 * new one (ending the coordinator's sessions), left empty keeps the current one.
 */
export function EditCoordinatorModal({
  coordinator,
  onHide,
}: {
  readonly coordinator: CoordinatorJson;
  readonly onHide: () => void;
}) {
  const alerts = useAlerts();
  const editCoordinator = useEditCoordinator();
  const { control, failure, busy, onSubmit, close } = useDialogForm({
    onHide,
    defaultValues: fieldsOf(coordinator),
    validate: (fields: EditFields) => validateEditCoordinator(fields),
    send: async (valid, typed) => {
      const message = await editCoordinator(coordinator._id, {
        email: valid.email,
        name: valid.name,
        contactNumber: valid.contactNumber,
        company: valid.companyId,
        ...(valid.password === null ? {} : { password: valid.password, confirmpassword: typed.confirmpassword }),
      });
      alerts.success(message || `${valid.name} was updated.`);
      onHide();
    },
  });

  return (
    <FormModal title="Edit Coordinator" submitLabel="Save Changes" show busy={busy} onHide={close} onSubmit={onSubmit}>
      <CoordinatorFields
        control={control}
        idPrefix="edit-coordinator"
        failure={failure}
        passwordLabel="New Password"
        passwordNote="Leave the password empty to keep the current one."
      />
    </FormModal>
  );
}
