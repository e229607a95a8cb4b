import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useNavigate } from 'react-router-dom';
import * as E from 'fp-ts/lib/Either.js';
import { ROLE_SIGN_IN_PATHS } from '../../../../domain/role.js';
import { STUDENT_DATA_MESSAGES } from '../../../../domain/student-data.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { DownloadButton } from '../../components/DownloadButton.js';
import { FormError } from '../../components/FormError.js';
import { FormModal } from '../../components/FormModal.js';
import { TextField } from '../../components/TextField.js';
import { useDialogForm } from '../../forms/useDialogForm.js';
import { useSession } from '../../session/SessionContext.js';
import { downloadMyData, eraseMyAccount } from './api.js';

interface EraseForm {
  readonly password: string;
}

/** The Account page's "Your data": download all of it, or delete the account with it (docs/students.md). */
export function MyDataCard() {
  const [erasing, setErasing] = useState(false);
  return (
    <Card className="shadow-sm border-0 mt-4">
      <Card.Body>
        <Card.Title as="h2" className="h6">
          Your data
        </Card.Title>
        <Card.Text className="small text-body-secondary">
          Download everything the portal holds about you: your profile, selection, interviews, which companies assessed
          you and downloaded your CV, and your files.
        </Card.Text>
        <div className="d-flex flex-wrap gap-2">
          <DownloadButton variant="outline-primary" fetchFile={downloadMyData}>
            Download my data
          </DownloadButton>
          <Button variant="outline-danger" onClick={() => setErasing(true)}>
            Delete my account
          </Button>
        </div>
      </Card.Body>
      <EraseAccountModal show={erasing} onHide={() => setErasing(false)} />
    </Card>
  );
}

function EraseAccountModal({ show, onHide }: { readonly show: boolean; readonly onHide: () => void }) {
  const alerts = useAlerts();
  const { logout } = useSession();
  const navigate = useNavigate();
  const { control, failure, busy, onSubmit, close } = useDialogForm<EraseForm, string>({
    onHide,
    defaultValues: { password: '' },
    validate: ({ password }) =>
      password === ''
        ? E.left([{ field: 'password', message: STUDENT_DATA_MESSAGES.passwordRequired }])
        : E.right(password),
    send: async (password) => {
      alerts.success(await eraseMyAccount(password));
      onHide();
      logout();
      navigate(ROLE_SIGN_IN_PATHS.student, { replace: true });
    },
  });
  return (
    <FormModal
      title="Delete my account"
      submitLabel="Delete my account"
      show={show}
      busy={busy}
      onHide={close}
      onSubmit={onSubmit}
    >
      <p>
        Your profile, CVs and picture are deleted, and your interviews and selection leave every company&apos;s lists.
        The fair keeps only counts that name no one. This cannot be undone.
      </p>
      <FormError message={failure} />
      <TextField
        control={control}
        name="password"
        id="erase-password"
        label="Your password"
        type="password"
        autoComplete="current-password"
      />
    </FormModal>
  );
}
