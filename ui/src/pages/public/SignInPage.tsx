import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { UNVERIFIED_EMAIL_CODE } from '../../../../domain/messages.js';
import { type Role } from '../../../../domain/role.js';
import { ROLE_FORGOT_PASSWORD_PATHS, ROLE_HOME_PATHS, signInHeading } from '../../session/role-pages.js';
import { validateCompanySignIn, validateSignIn } from '../../../../domain/sign-in.js';
import type { Validated } from '../../../../domain/validation.js';
import type { Credentials } from '../../session/api.js';
import { ApiError } from '../../api/client.js';
import { PublicCard } from '../../components/PublicCard.js';
import { TextField } from '../../components/TextField.js';
import { useDomainForm } from '../../forms/useDomainForm.js';
import { useSession } from '../../session/SessionContext.js';
import { ConfirmEmailDialog } from './ConfirmEmailDialog.js';
import { BusyButton } from '../../components/BusyButton.js';

/** Both identities are fields; a company's form shows and checks `username`, every other role's `email`. */
interface SignInFields {
  readonly email: string;
  readonly username: string;
  readonly password: string;
  readonly remember: boolean;
}

const EMPTY: SignInFields = { email: '', username: '', password: '', remember: false };

/** "{Role} Login" (spec §2): e-mail or, for a company, username; Remember me; Sign in. */
export function SignInPage({ role }: { readonly role: Role }) {
  const { user, signIn } = useSession();
  const navigate = useNavigate();
  const byUsername = role === 'company';
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const { form, control, busy, onSubmit } = useDomainForm<SignInFields, Credentials>({
    defaultValues: EMPTY,
    validate: (fields): Validated<Credentials> => (byUsername ? validateCompanySignIn(fields) : validateSignIn(fields)),
    send: async (credentials, typed) => {
      try {
        await signIn(role, credentials, typed.remember);
        navigate(ROLE_HOME_PATHS[role], { replace: true });
      } catch (error) {
        if (role !== 'student' || !(error instanceof ApiError) || error.serverMessage !== UNVERIFIED_EMAIL_CODE) {
          throw error;
        }
        setUnconfirmed(typed.email.trim());
      }
    },
  });

  if (user?.role === role) return <Navigate to={ROLE_HOME_PATHS[role]} replace />;

  return (
    <PublicCard title={signInHeading(role)}>
      <Form noValidate onSubmit={onSubmit}>
        <TextField
          control={control}
          name={byUsername ? 'username' : 'email'}
          id="identity"
          label={byUsername ? 'Username' : 'Email'}
          type={byUsername ? 'text' : 'email'}
          autoComplete={byUsername ? 'username' : 'email'}
          autoFocus
          help={byUsername ? 'A recruiter of the company: your e-mail.' : undefined}
        />
        <TextField
          control={control}
          name="password"
          id="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <div className="d-flex justify-content-between align-items-center mb-4">
          <Form.Check id="remember" label="Remember me" {...form.register('remember')} />
          <Link to={ROLE_FORGOT_PASSWORD_PATHS[role]} className="small">
            Forgot password
          </Link>
        </div>
        <BusyButton type="submit" className="w-100" busy={busy}>
          Sign in
        </BusyButton>
      </Form>
      {role === 'student' && (
        <div className="text-center small mt-4 d-grid gap-2">
          <span>
            Do not have an account yet? <Link to="/sign-up">Create account</Link>
          </span>
          <Link to="/company/sign-in">Login as a Company Here</Link>
        </div>
      )}
      <ConfirmEmailDialog email={unconfirmed} onClose={() => setUnconfirmed(null)} />
    </PublicCard>
  );
}
