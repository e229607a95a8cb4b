import { useState, type FormEvent } from 'react';
import { ERROR_OCCURRED } from '../../../../domain/messages.js';
import { validateAddAdmin, type AddAdminForm } from '../../../../domain/admin.js';
import { addAdmin } from '../../api/admins.js';
import { errorText } from '../../api/client.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { FormModal } from '../../components/FormModal.js';
import { PasswordFields } from '../../components/PasswordFields.js';
import { FormError } from '../../components/FormError.js';
import { TextField } from '../../components/TextField.js';
import { checkForm, type FieldErrors } from '../../forms/fieldErrors.js';

const EMPTY: AddAdminForm = { email: '', password: '', confirmpassword: '' };

/** Add Admin (spec §2): e-mail, password and its confirmation. */
export function AddAdminModal({
  show,
  onHide,
  onAdded,
}: {
  readonly show: boolean;
  readonly onHide: () => void;
  readonly onAdded: () => void;
}) {
  const alerts = useAlerts();
  const [form, setForm] = useState<AddAdminForm>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: keyof AddAdminForm) => (value: string) => setForm((now) => ({ ...now, [field]: value }));

  const close = () => {
    setForm(EMPTY);
    setErrors({});
    setFailure(null);
    onHide();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(validateAddAdmin(form));
    setErrors(checked.errors);
    setFailure(null);
    if (!checked.ok) return;
    setBusy(true);
    try {
      const message = await addAdmin({ ...checked.value, confirmpassword: form.confirmpassword });
      alerts.success(message || `${checked.value.email} can now sign in as an admin.`);
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
    <FormModal title="Add Admin" submitLabel="Add Admin" show={show} busy={busy} onHide={close} onSubmit={submit}>
      <FormError message={failure} />
      <TextField
        id="admin-email"
        label="Email"
        type="email"
        autoComplete="off"
        value={form.email}
        onChange={set('email')}
        error={errors.email}
      />
      <PasswordFields
        idPrefix="admin"
        password={form.password}
        confirmpassword={form.confirmpassword}
        errors={errors}
        onChange={set}
      />
    </FormModal>
  );
}
