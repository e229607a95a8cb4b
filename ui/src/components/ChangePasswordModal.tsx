import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { validateChangePassword, type ChangePasswordForm } from '../../../domain/change-password.js';
import { ERROR_OCCURRED, PASSWORD_CHANGED } from '../../../domain/messages.js';
import { ROLE_SIGN_IN_PATHS, type Role } from '../../../domain/role.js';
import { errorText } from '../api/client.js';
import { checkForm, type FieldErrors } from '../forms/fieldErrors.js';
import { useSession } from '../session/SessionContext.js';
import { useAlerts } from './AlertsContext.js';
import { FormModal } from './FormModal.js';
import { PasswordFields } from './PasswordFields.js';
import { FormError } from './FormError.js';

const EMPTY: ChangePasswordForm = { password: '', confirmpassword: '' };

/**
 * Change Password (spec §5): on success the user is told "Password Change Successfully! Please
 * Login Again.", logged out, and sent to their role's sign-in.
 */
export function ChangePasswordModal({
  role,
  change,
  show,
  onHide,
}: {
  readonly role: Role;
  /** Sends the new password (and its confirmation) to the account's own update call. */
  readonly change: (password: string, confirmpassword: string) => Promise<unknown>;
  readonly show: boolean;
  readonly onHide: () => void;
}) {
  const alerts = useAlerts();
  const { logout } = useSession();
  const navigate = useNavigate();
  const [form, setForm] = useState<ChangePasswordForm>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: keyof ChangePasswordForm) => (value: string) => setForm((now) => ({ ...now, [field]: value }));

  const close = () => {
    setForm(EMPTY);
    setErrors({});
    setFailure(null);
    onHide();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(validateChangePassword(form));
    setErrors(checked.errors);
    setFailure(null);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await change(checked.value.password, form.confirmpassword);
      alerts.success(PASSWORD_CHANGED);
      logout();
      navigate(ROLE_SIGN_IN_PATHS[role], { replace: true });
    } catch (error) {
      const text = errorText(error, ERROR_OCCURRED);
      setFailure(text);
      alerts.error(text);
      setBusy(false);
    }
  };

  return (
    <FormModal
      title="Change Password"
      submitLabel="Change Password"
      show={show}
      busy={busy}
      onHide={close}
      onSubmit={submit}
    >
      <FormError message={failure} />
      <PasswordFields
        idPrefix="new"
        password={form.password}
        confirmpassword={form.confirmpassword}
        errors={errors}
        onChange={set}
        passwordLabel="New Password"
      />
    </FormModal>
  );
}
