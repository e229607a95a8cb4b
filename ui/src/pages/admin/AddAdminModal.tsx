import { validateAddAdmin, type AddAdminForm } from '../../../../domain/admin.js';
import { useAddAdmin } from './accounts-api.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { FormError } from '../../components/FormError.js';
import { FormModal } from '../../components/FormModal.js';
import { PasswordFields } from '../../components/PasswordFields.js';
import { TextField } from '../../components/TextField.js';
import { useDialogForm } from '../../forms/useDialogForm.js';

const EMPTY: AddAdminForm = { email: '', password: '', confirmpassword: '' };

/** Add Admin (spec §2): e-mail, password and its confirmation. */
export function AddAdminModal({ show, onHide }: { readonly show: boolean; readonly onHide: () => void }) {
  const alerts = useAlerts();
  const addAdmin = useAddAdmin();
  const { control, failure, busy, onSubmit, close } = useDialogForm({
    onHide,
    defaultValues: EMPTY,
    validate: validateAddAdmin,
    send: async (admin, typed) => {
      const message = await addAdmin({ ...admin, confirmpassword: typed.confirmpassword });
      alerts.success(message || `${admin.email} can now sign in as an admin.`);
      onHide();
    },
  });

  return (
    <FormModal title="Add Admin" submitLabel="Add Admin" show={show} busy={busy} onHide={close} onSubmit={onSubmit}>
      <FormError message={failure} />
      <TextField control={control} name="email" id="admin-email" label="Email" type="email" autoComplete="off" />
      <PasswordFields control={control} idPrefix="admin" />
    </FormModal>
  );
}
