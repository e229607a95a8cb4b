import { useNavigate } from 'react-router-dom';
import { validateChangePassword } from '../../../domain/change-password.js';
import { PASSWORD_CHANGED } from '../../../domain/messages.js';
import { ROLE_SIGN_IN_PATHS, type Role } from '../../../domain/role.js';
import { useDialogForm } from '../forms/useDialogForm.js';
import { useSession } from '../session/SessionContext.js';
import { useAlerts } from './AlertsContext.js';
import { FormError } from './FormError.js';
import { FormModal } from './FormModal.js';
import { PasswordFields } from './PasswordFields.js';

interface ChangePasswordForm {
  readonly password: string;
  readonly confirmpassword: string;
}

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
  const { control, failure, busy, onSubmit, close } = useDialogForm({
    onHide,
    defaultValues: EMPTY,
    validate: validateChangePassword,
    send: async ({ password }, typed) => {
      await change(password, typed.confirmpassword);
      alerts.success(PASSWORD_CHANGED);
      onHide();
      logout();
      navigate(ROLE_SIGN_IN_PATHS[role], { replace: true });
    },
  });

  return (
    <FormModal
      title="Change Password"
      submitLabel="Change Password"
      show={show}
      busy={busy}
      onHide={close}
      onSubmit={onSubmit}
    >
      <FormError message={failure} />
      <PasswordFields control={control} idPrefix="new" passwordLabel="New Password" />
    </FormModal>
  );
}
