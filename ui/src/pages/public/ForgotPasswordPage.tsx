import { useState, type FormEvent, type ReactNode } from 'react';
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
import { confirmCode, resetPassword, sendConfirmationCode } from './api.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { PasswordFields } from '../../components/PasswordFields.js';
import { PublicCard } from '../../components/PublicCard.js';
import { TextField } from '../../components/TextField.js';
import { useDomainForm } from '../../forms/useDomainForm.js';
import { FORGOT_PASSWORD_STEPS, nextForgotPasswordStep, type ForgotPasswordStep } from './forgot-password-steps.js';

const STEP_NAMES: Readonly<Record<ForgotPasswordStep, string>> = {
  email: 'Email',
  pin: 'PIN',
  'new-password': 'New password',
};

/** Password reset in three steps, one form each; each advances only on success (spec §2). */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<ForgotPasswordStep>('email');
  const [email, setEmail] = useState('');
  const [resetToken, setResetToken] = useState('');

  const advance = () => {
    const next = nextForgotPasswordStep(step);
    if (next) setStep(next);
    else navigate('/', { replace: true });
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
      {step === 'email' && (
        <EmailStep
          onSent={(sentTo) => {
            setEmail(sentTo);
            advance();
          }}
        />
      )}
      {step === 'pin' && (
        <PinStep
          email={email}
          onConfirmed={(token) => {
            setResetToken(token);
            advance();
          }}
        />
      )}
      {step === 'new-password' && <NewPasswordStep resetToken={resetToken} onReset={advance} />}
      <p className="text-center small mt-4 mb-0">
        <Link to="/">Back to Sign in</Link>
      </p>
    </PublicCard>
  );
}

/** One step's form: its fields and its submit button with the loading state. */
function StepForm({
  busy,
  onSubmit,
  submitLabel,
  children,
}: {
  readonly busy: boolean;
  readonly onSubmit: (event: FormEvent) => void;
  readonly submitLabel: string;
  readonly children: ReactNode;
}) {
  return (
    <Form noValidate onSubmit={onSubmit}>
      {children}
      <Button type="submit" className="w-100" disabled={busy}>
        {busy && <Spinner as="span" animation="border" size="sm" className="me-2" />}
        {submitLabel}
      </Button>
    </Form>
  );
}

function EmailStep({ onSent }: { readonly onSent: (email: string) => void }) {
  const alerts = useAlerts();
  const { control, busy, onSubmit } = useDomainForm({
    defaultValues: { email: '' },
    validate: validateResetEmail,
    send: async ({ email }) => {
      const message = await sendConfirmationCode(email);
      if (message) alerts.success(message);
      onSent(email);
    },
  });
  return (
    <StepForm busy={busy} onSubmit={onSubmit} submitLabel="Send PIN">
      <p className="text-body-secondary small">
        Enter the e-mail of your account; we will send you a {PIN_LENGTH}-character PIN.
      </p>
      <TextField control={control} name="email" id="email" label="Email" type="email" autoComplete="email" />
    </StepForm>
  );
}

function PinStep({ email, onConfirmed }: { readonly email: string; readonly onConfirmed: (token: string) => void }) {
  const { control, busy, onSubmit } = useDomainForm({
    defaultValues: { pin: '' },
    validate: validateResetPin,
    send: async ({ pin }) => onConfirmed((await confirmCode(email, pin)).token),
  });
  return (
    <StepForm busy={busy} onSubmit={onSubmit} submitLabel="Verify PIN">
      <p className="text-body-secondary small">
        Enter the {PIN_LENGTH}-character PIN we sent to <strong>{email}</strong>.
      </p>
      <TextField
        control={control}
        name="pin"
        id="pin"
        label="PIN"
        className="pin-input text-center"
        maxLength={PIN_LENGTH}
        autoComplete="one-time-code"
        autoFocus
      />
    </StepForm>
  );
}

function NewPasswordStep({ resetToken, onReset }: { readonly resetToken: string; readonly onReset: () => void }) {
  const alerts = useAlerts();
  const { control, busy, onSubmit } = useDomainForm({
    defaultValues: { password: '', confirmpassword: '' },
    validate: validateNewPassword,
    send: async ({ password }) => {
      const message = await resetPassword(password, resetToken);
      if (message) alerts.success(message);
      onReset();
    },
  });
  return (
    <StepForm busy={busy} onSubmit={onSubmit} submitLabel="Reset Password">
      <PasswordFields control={control} idPrefix="new" passwordLabel="New Password" />
    </StepForm>
  );
}
