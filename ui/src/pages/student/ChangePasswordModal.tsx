import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate } from 'react-router-dom';
import { validateChangePassword, type ChangePasswordForm } from '../../../../domain/change-password.js';
import { ERROR_OCCURRED, PASSWORD_CHANGED } from '../../../../domain/messages.js';
import { ROLE_SIGN_IN_PATHS } from '../../../../domain/role.js';
import { errorText } from '../../api/client.js';
import { changeStudentPassword } from '../../api/student-area.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { FormError } from '../../components/FormError.js';
import { TextField } from '../../components/TextField.js';
import { checkForm, type FieldErrors } from '../../forms/fieldErrors.js';
import { useSession } from '../../session/SessionContext.js';

const EMPTY: ChangePasswordForm = { password: '', confirmpassword: '' };

/** Change Password (spec §5): on success the student is told to sign in again, and logged out. */
export function ChangePasswordModal({ show, onHide }: { readonly show: boolean; readonly onHide: () => void }) {
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
      await changeStudentPassword(checked.value.password, form.confirmpassword);
      alerts.success(PASSWORD_CHANGED);
      logout();
      navigate(ROLE_SIGN_IN_PATHS.student, { replace: true });
    } catch (error) {
      const text = errorText(error, ERROR_OCCURRED);
      setFailure(text);
      alerts.error(text);
      setBusy(false);
    }
  };

  return (
    <Modal show={show} onHide={close} centered aria-labelledby="change-password-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id="change-password-title">Change Password</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormError message={failure} />
          <TextField
            id="new-password"
            label="New Password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
            error={errors.password}
          />
          <TextField
            id="confirm-new-password"
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            value={form.confirmpassword}
            onChange={set('confirmpassword')}
            error={errors.confirmpassword}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy && <Spinner as="span" animation="border" size="sm" className="me-2" />}
            Change Password
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
