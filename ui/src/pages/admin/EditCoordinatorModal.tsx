import { type EditCoordinatorForm, validateEditCoordinator } from '../../../../domain/coordinator.js';
import { FAILED_TO_FETCH_COMPANIES } from '../../screen-texts.js';
import { errorText } from '../../api/client.js';
import { useCompaniesShort } from '../../api/company-profiles.js';
import type { CoordinatorJson } from '../../api/types.js';
import { useEditCoordinator } from './accounts-api.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { FormError } from '../../components/FormError.js';
import { FormModal } from '../../components/FormModal.js';
import { PasswordFields } from '../../components/PasswordFields.js';
import { SelectField } from '../../components/SelectField.js';
import { TextField } from '../../components/TextField.js';
import { useDialogForm } from '../../forms/useDialogForm.js';

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
  const companies = useCompaniesShort();
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
      <FormError
        message={failure ?? (companies.error ? errorText(companies.error, FAILED_TO_FETCH_COMPANIES) : null)}
      />
      <TextField
        control={control}
        name="email"
        id="edit-coordinator-email"
        label="Email"
        type="email"
        autoComplete="off"
      />
      <TextField control={control} name="name" id="edit-coordinator-name" label="Name" />
      <TextField
        control={control}
        name="contactNumber"
        id="edit-coordinator-contact"
        label="Contact Number"
        type="tel"
      />
      <SelectField
        control={control}
        name="company"
        id="edit-coordinator-company"
        label="Company"
        placeholder={companies.data ? 'Choose a company' : 'Loading companies…'}
        options={(companies.data ?? []).map((company) => ({ value: company._id, label: company.companyName }))}
      />
      <p className="small text-body-secondary mb-2">Leave the password empty to keep the current one.</p>
      <PasswordFields control={control} idPrefix="edit-coordinator" passwordLabel="New Password" />
    </FormModal>
  );
}
