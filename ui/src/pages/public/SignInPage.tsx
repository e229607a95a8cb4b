import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { UNVERIFIED_EMAIL_CODE } from '../../../../domain/messages.js';
import { ROLE_HOME_PATHS, signInHeading, type Role } from '../../../../domain/role.js';
import { validateCompanySignIn, validateSignIn } from '../../../../domain/sign-in.js';
import type { Credentials } from '../../api/auth.js';
import { ApiError, errorText } from '../../api/client.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { PublicCard } from '../../components/PublicCard.js';
import { checkForm, type FieldErrors } from '../../forms/fieldErrors.js';
import { useSession } from '../../session/SessionContext.js';
import { ConfirmEmailDialog } from './ConfirmEmailDialog.js';

/** "{Role} Login" (spec §2): e-mail or, for a company, username; Remember me; Sign in. */
export function SignInPage({ role }: { readonly role: Role }) {
  const { user, signIn } = useSession();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const byUsername = role === 'company';
  const [identity, setIdentity] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);

  if (user?.role === role) return <Navigate to={ROLE_HOME_PATHS[role]} replace />;

  const identityField = byUsername ? 'username' : 'email';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = byUsername
      ? checkForm<Credentials>(validateCompanySignIn({ username: identity, password }))
      : checkForm<Credentials>(validateSignIn({ email: identity, password }));
    setErrors(checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await signIn(role, checked.value, remember);
      navigate(ROLE_HOME_PATHS[role], { replace: true });
    } catch (error) {
      if (role === 'student' && error instanceof ApiError && error.serverMessage === UNVERIFIED_EMAIL_CODE) {
        setUnconfirmed(identity.trim());
      } else {
        alerts.error(errorText(error));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicCard title={signInHeading(role)}>
      <Form noValidate onSubmit={submit}>
        <Form.Group className="mb-3" controlId="identity">
          <Form.Label>{byUsername ? 'Username' : 'Email'}</Form.Label>
          <Form.Control
            type={byUsername ? 'text' : 'email'}
            autoComplete={byUsername ? 'username' : 'email'}
            value={identity}
            onChange={(event) => setIdentity(event.target.value)}
            isInvalid={Boolean(errors[identityField])}
            autoFocus
          />
          <Form.Control.Feedback type="invalid">{errors[identityField]}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="mb-3" controlId="password">
          <Form.Label>Password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            isInvalid={Boolean(errors.password)}
          />
          <Form.Control.Feedback type="invalid">{errors.password}</Form.Control.Feedback>
        </Form.Group>
        <div className="d-flex justify-content-between align-items-center mb-4">
          <Form.Check
            id="remember"
            label="Remember me"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <Link to="/forgot-password" className="small">
            Forgot password
          </Link>
        </div>
        <Button type="submit" className="w-100" disabled={busy}>
          {busy && <Spinner as="span" animation="border" size="sm" className="me-2" />}
          Sign in
        </Button>
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
