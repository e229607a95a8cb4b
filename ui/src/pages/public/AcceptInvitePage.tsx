import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { validateInviteAcceptance } from '../../../../domain/recruiter.js';
import { ROLE_SIGN_IN_PATHS } from '../../../../domain/role.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { FormError } from '../../components/FormError.js';
import { PasswordFields } from '../../components/PasswordFields.js';
import { PublicCard } from '../../components/PublicCard.js';
import { TextField } from '../../components/TextField.js';
import { useDomainForm } from '../../forms/useDomainForm.js';
import { acceptRecruiterInvite } from '../company/recruiters-api.js';
import { BusyButton } from '../../components/BusyButton.js';

/**
 * /recruiter/accept?token=…: the page a company's invitation mail links to. The invited recruiter
 * chooses a password (and may correct their name), then signs in on the company sign-in page.
 */
export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const alerts = useAlerts();
  const { control, busy, failure, onSubmit } = useDomainForm({
    defaultValues: { name: '', password: '', confirmpassword: '' },
    validate: validateInviteAcceptance,
    send: async (_valid, typed) => {
      alerts.success(await acceptRecruiterInvite({ token, ...typed }));
      navigate(ROLE_SIGN_IN_PATHS.company, { replace: true });
    },
  });
  return (
    <PublicCard title="Join as a Recruiter">
      {token === '' ? (
        <Alert variant="warning">This link is incomplete. Open the link in your invitation e-mail again.</Alert>
      ) : (
        <Form noValidate onSubmit={onSubmit}>
          <p className="text-body-secondary small">
            Choose the password you will sign in with, together with the e-mail the invitation was sent to.
          </p>
          <TextField
            control={control}
            name="name"
            id="recruiter-name"
            label="Your name (optional)"
            autoComplete="name"
            help="Leave it empty to keep the name the company gave."
          />
          <PasswordFields control={control} idPrefix="recruiter" />
          <FormError message={failure} />
          <BusyButton type="submit" className="w-100" busy={busy}>
            Set Password
          </BusyButton>
        </Form>
      )}
      <p className="text-center small mt-4 mb-0">
        <Link to={ROLE_SIGN_IN_PATHS.company}>Go to the company sign-in</Link>
      </p>
    </PublicCard>
  );
}
