import { validateAddAdmin, type AddAdminForm } from '../../../../domain/admin.js';
import { addAdmin } from '../../api/admins.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { useDialogForm } from '../../forms/useDialogForm.js';
import { FormModal } from '../../components/FormModal.js';
import { PasswordFields } from '../../components/PasswordFields.js';
import { FormError } from '../../components/FormError.js';
import { TextField } from '../../components/TextField.js';

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
  const { form, set, errors, failure, busy, close, submit } = useDialogForm({
    empty: EMPTY,
    validate: validateAddAdmin,
    send: async (admin, typed) => {
      const message = await addAdmin({ ...admin, confirmpassword: typed.confirmpassword });
      alerts.success(message || `${admin.email} can now sign in as an admin.`);
      onAdded();
    },
    onHide,
  });

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
