import { validateAddCoordinator, type AddCoordinatorForm } from '../../../../domain/coordinator.js';
import { FAILED_TO_FETCH_COMPANIES } from '../../screen-texts.js';
import { errorText } from '../../api/client.js';
import { useCompaniesShort } from '../../api/company-profiles.js';
import { useAddCoordinator } from './accounts-api.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { FormError } from '../../components/FormError.js';
import { FormModal } from '../../components/FormModal.js';
import { PasswordFields } from '../../components/PasswordFields.js';
import { SelectField } from '../../components/SelectField.js';
import { TextField } from '../../components/TextField.js';
import { useDialogForm } from '../../forms/useDialogForm.js';

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
  const companies = useCompaniesShort();
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
      <FormError
        message={failure ?? (companies.error ? errorText(companies.error, FAILED_TO_FETCH_COMPANIES) : null)}
      />
      <TextField control={control} name="email" id="coordinator-email" label="Email" type="email" autoComplete="off" />
      <TextField control={control} name="name" id="coordinator-name" label="Name" />
      <TextField control={control} name="contactNumber" id="coordinator-contact" label="Contact Number" type="tel" />
      <SelectField
        control={control}
        name="company"
        id="coordinator-company"
        label="Company"
        placeholder={companies.data ? 'Choose a company' : 'Loading companies…'}
        options={(companies.data ?? []).map((company) => ({ value: company._id, label: company.companyName }))}
      />
      <PasswordFields control={control} idPrefix="coordinator" />
    </FormModal>
  );
}
