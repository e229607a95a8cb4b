import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { validateAddCoordinator, type AddCoordinatorForm } from '../../../../domain/coordinator.js';
import { ERROR_OCCURRED, FAILED_TO_FETCH_COMPANIES } from '../../../../domain/messages.js';
import { errorText } from '../../api/client.js';
import { useCompaniesShort } from '../../api/companies.js';
import { createCoordinator } from '../../api/coordinators.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { FormModal } from '../../components/FormModal.js';
import { PasswordFields } from '../../components/PasswordFields.js';
import { FormError } from '../../components/FormError.js';
import { TextField } from '../../components/TextField.js';
import { checkForm, type FieldErrors } from '../../forms/fieldErrors.js';

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
  const [form, setForm] = useState<AddCoordinatorForm>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: keyof AddCoordinatorForm) => (value: string) => setForm((now) => ({ ...now, [field]: value }));

  const close = () => {
    setForm(EMPTY);
    setErrors({});
    setFailure(null);
    onHide();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(validateAddCoordinator(form));
    setErrors(checked.errors);
    setFailure(null);
    if (!checked.ok) return;
    setBusy(true);
    try {
      const { companyId, ...coordinator } = checked.value;
      const message = await createCoordinator({
        ...coordinator,
        company: companyId,
        confirmpassword: form.confirmpassword,
      });
      alerts.success(message || `${checked.value.name} can now sign in as a coordinator.`);
      onAdded();
      close();
    } catch (error) {
      const text = errorText(error, ERROR_OCCURRED);
      setFailure(text);
      alerts.error(text);
    } finally {
      setBusy(false);
    }
  };

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
