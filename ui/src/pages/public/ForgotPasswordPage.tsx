import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useNavigate } from 'react-router-dom';
import {
  PIN_LENGTH,
  validateNewPassword,
  validateResetEmail,
  validateResetPin,
} from '../../../../domain/forgot-password.js';
import { confirmCode, resetPassword, sendConfirmationCode } from '../../api/auth.js';
import { errorText } from '../../api/client.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { PasswordFields } from '../../components/PasswordFields.js';
import { PublicCard } from '../../components/PublicCard.js';
import { TextField } from '../../components/TextField.js';
import { checkForm, type FieldErrors, type FormCheck } from '../../forms/fieldErrors.js';
import { FORGOT_PASSWORD_STEPS, nextForgotPasswordStep, type ForgotPasswordStep } from './forgot-password-steps.js';

const STEP_NAMES: Readonly<Record<ForgotPasswordStep, string>> = {
  email: 'Email',
  pin: 'PIN',
  'new-password': 'New password',
};
const BUTTON: Readonly<Record<ForgotPasswordStep, string>> = {
  email: 'Send PIN',
  pin: 'Verify PIN',
  'new-password': 'Reset Password',
};

/** Password reset in three steps; each advances only on success (spec §2). */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const alerts = useAlerts();
  const [step, setStep] = useState<ForgotPasswordStep>('email');
  const [email, setEmail] = useState('');
  const [pin, setPin] = useState('');
  const [resetToken, setResetToken] = useState('');
  const [passwords, setPasswords] = useState({ password: '', confirmpassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  /** Runs one step when its form is valid, and moves on only when the call succeeds. */
  const run = async <T,>(checked: FormCheck<T>, action: (value: T) => Promise<void>) => {
    setErrors(checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await action(checked.value);
      const next = nextForgotPasswordStep(step);
      if (next) setStep(next);
      else navigate('/', { replace: true });
    } catch (error) {
      alerts.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'email') {
      void run(checkForm(validateResetEmail({ email })), async (value) => {
        const message = await sendConfirmationCode(value.email);
        setEmail(value.email);
        if (message) alerts.success(message);
      });
    } else if (step === 'pin') {
      void run(checkForm(validateResetPin({ pin })), async (value) => {
        const answer = await confirmCode(email, value.pin);
        setResetToken(answer.token);
      });
    } else {
      void run(checkForm(validateNewPassword(passwords)), async (value) => {
        const message = await resetPassword(value.password, resetToken);
        if (message) alerts.success(message);
      });
    }
  };

  return (
    <PublicCard title="Forgot Password">
      <ol className="stepper list-unstyled d-flex justify-content-between mb-4" aria-label="Steps">
        {FORGOT_PASSWORD_STEPS.map((name, index) => {
          const current = FORGOT_PASSWORD_STEPS.indexOf(step);
          return (
            <li
              key={name}
              className={`stepper-step ${index === current ? 'active' : ''} ${index < current ? 'done' : ''}`}
              aria-current={index === current ? 'step' : undefined}
            >
              <span className="stepper-dot">{index + 1}</span>
              <span className="small">{STEP_NAMES[name]}</span>
            </li>
          );
        })}
      </ol>
      <Form noValidate onSubmit={submit}>
        {step === 'email' && (
          <>
            <p className="text-body-secondary small">
              Enter the e-mail of your account; we will send you a {PIN_LENGTH}-character PIN.
            </p>
            <TextField
              id="email"
              label="Email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={setEmail}
              error={errors.email}
            />
          </>
        )}
        {step === 'pin' && (
          <>
            <p className="text-body-secondary small">
              Enter the {PIN_LENGTH}-character PIN we sent to <strong>{email}</strong>.
            </p>
            <Form.Group className="mb-3" controlId="pin">
              <Form.Label>PIN</Form.Label>
              <Form.Control
                className="pin-input text-center"
                value={pin}
                maxLength={PIN_LENGTH}
                autoComplete="one-time-code"
                onChange={(event) => setPin(event.target.value)}
                isInvalid={Boolean(errors.pin)}
                autoFocus
              />
              <Form.Control.Feedback type="invalid">{errors.pin}</Form.Control.Feedback>
            </Form.Group>
          </>
        )}
        {step === 'new-password' && (
          <>
            <PasswordFields
              idPrefix="new"
              password={passwords.password}
              confirmpassword={passwords.confirmpassword}
              errors={errors}
              onChange={(field) => (value) => setPasswords((now) => ({ ...now, [field]: value }))}
              passwordLabel="New Password"
            />
          </>
        )}
        <Button type="submit" className="w-100" disabled={busy}>
          {busy && <Spinner as="span" animation="border" size="sm" className="me-2" />}
          {BUTTON[step]}
        </Button>
      </Form>
      <p className="text-center small mt-4 mb-0">
        <Link to="/">Back to Sign in</Link>
      </p>
    </PublicCard>
  );
}
