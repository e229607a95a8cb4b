import Form from 'react-bootstrap/Form';
import { validateAddCoordinator, type AddCoordinatorForm } from '../../../../domain/coordinator.js';
import { FAILED_TO_FETCH_COMPANIES } from '../../../../domain/messages.js';
import { errorText } from '../../api/client.js';
import { useCompaniesShort } from '../../api/companies.js';
import { createCoordinator } from '../../api/coordinators.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { useDialogForm } from '../../forms/useDialogForm.js';
import { FormModal } from '../../components/FormModal.js';
import { PasswordFields } from '../../components/PasswordFields.js';
import { FormError } from '../../components/FormError.js';
import { TextField } from '../../components/TextField.js';

const EMPTY: AddCoordinatorForm = {
  email: '',
  name: '',
  contactNumber: '',
  company: '',
  password: '',
  confirmpassword: '',
};

/** The Add dialog of /admin/coordinators: a coordinator bound to one company. */
export function AddCoordinatorModal({
  show,
  onHide,
  onAdded,
}: {
  readonly show: boolean;
  readonly onHide: () => void;
  readonly onAdded: () => void;
}) {
  const alerts = useAlerts();
  const companies = useCompaniesShort();
  const { form, set, errors, failure, busy, close, submit } = useDialogForm({
    empty: EMPTY,
    validate: validateAddCoordinator,
    send: async (coordinator, typed) => {
      const { companyId, ...fields } = coordinator;
      const message = await createCoordinator({
        ...fields,
        company: companyId,
        confirmpassword: typed.confirmpassword,
      });
      alerts.success(message || `${coordinator.name} can now sign in as a coordinator.`);
      onAdded();
    },
    onHide,
  });

  return (
    <FormModal
      title="Add Coordinator"
      submitLabel="Add Coordinator"
      show={show}
      busy={busy}
      onHide={close}
      onSubmit={submit}
    >
      <FormError
        message={failure ?? (companies.error ? errorText(companies.error, FAILED_TO_FETCH_COMPANIES) : null)}
      />
      <TextField
        id="coordinator-email"
        label="Email"
        type="email"
        autoComplete="off"
        value={form.email}
        onChange={set('email')}
        error={errors.email}
      />
      <TextField id="coordinator-name" label="Name" value={form.name} onChange={set('name')} error={errors.name} />
      <TextField
        id="coordinator-contact"
        label="Contact Number"
        type="tel"
        value={form.contactNumber}
        onChange={set('contactNumber')}
        error={errors.contactNumber}
      />
      <Form.Group className="mb-3" controlId="coordinator-company">
        <Form.Label>Company</Form.Label>
        <Form.Select
          value={form.company}
          onChange={(event) => set('company')(event.target.value)}
          isInvalid={Boolean(errors.company)}
        >
          <option value="">{companies.data ? 'Choose a company' : 'Loading companies…'}</option>
          {(companies.data ?? []).map((company) => (
            <option key={company._id} value={company._id}>
              {company.companyName}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.company}</Form.Control.Feedback>
      </Form.Group>
      <PasswordFields
        idPrefix="coordinator"
        password={form.password}
        confirmpassword={form.confirmpassword}
        errors={errors}
        onChange={set}
      />
    </FormModal>
  );
}
