import { useNavigate } from 'react-router-dom';
import { validateChangePassword, type ChangePasswordForm } from '../../../domain/change-password.js';
import { PASSWORD_CHANGED } from '../../../domain/messages.js';
import { ROLE_SIGN_IN_PATHS, type Role } from '../../../domain/role.js';
import { useSession } from '../session/SessionContext.js';
import { useAlerts } from './AlertsContext.js';
import { useDialogForm } from '../forms/useDialogForm.js';
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
  const { form, set, errors, failure, busy, close, submit } = useDialogForm({
    empty: EMPTY,
    validate: validateChangePassword,
    send: async ({ password }, typed) => {
      await change(password, typed.confirmpassword);
      alerts.success(PASSWORD_CHANGED);
      logout();
      navigate(ROLE_SIGN_IN_PATHS[role], { replace: true });
    },
    onHide,
  });

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
