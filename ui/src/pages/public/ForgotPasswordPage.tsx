import * as E from 'fp-ts/lib/Either.js';
import { pipe } from 'fp-ts/lib/function.js';
import { useState, type FormEvent, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate } from 'react-router-dom';
import {
  PIN_LENGTH,
  validateNewPassword,
  validateResetEmail,
  validateResetPin,
  validateResetUsername,
} from '../../../../domain/forgot-password.js';
import { ROLE_SIGN_IN_PATHS, type Role } from '../../../../domain/role.js';
import type { Validated } from '../../../../domain/validation.js';
import { confirmCode, resetPassword, sendConfirmationCode } from './api.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { PasswordFields } from '../../components/PasswordFields.js';
import { PublicCard } from '../../components/PublicCard.js';
import { TextField } from '../../components/TextField.js';
import { useDomainForm } from '../../forms/useDomainForm.js';
import { FORGOT_PASSWORD_STEPS, nextForgotPasswordStep, type ForgotPasswordStep } from './forgot-password-steps.js';
import { BusyButton } from '../../components/BusyButton.js';

const STEP_NAMES: Readonly<Record<ForgotPasswordStep, string>> = {
  email: 'Email',
  pin: 'PIN',
  'new-password': 'New password',
};

/**
 * Password reset in three steps, one form each; each advances only on success (spec §2). Every role
 * has it, each from its own sign-in: a company names its account by username, the others by e-mail.
 */
export function ForgotPasswordPage({ role }: { readonly role: Role }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<ForgotPasswordStep>('email');
  const [identity, setIdentity] = useState('');
  const [resetToken, setResetToken] = useState('');

  const advance = () => {
    const next = nextForgotPasswordStep(step);
    if (next) setStep(next);
    else navigate(ROLE_SIGN_IN_PATHS[role], { replace: true });
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
        <IdentityStep
          role={role}
          onSent={(named) => {
            setIdentity(named);
            advance();
          }}
        />
      )}
      {step === 'pin' && (
        <PinStep
          role={role}
          identity={identity}
          onConfirmed={(token) => {
            setResetToken(token);
            advance();
          }}
        />
      )}
      {step === 'new-password' && <NewPasswordStep role={role} resetToken={resetToken} onReset={advance} />}
      <p className="text-center small mt-4 mb-0">
        <Link to={ROLE_SIGN_IN_PATHS[role]}>Back to Sign in</Link>
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
      <BusyButton type="submit" className="w-100" busy={busy}>
        {submitLabel}
      </BusyButton>
    </Form>
  );
}

/** The one field naming the account: the role's sign-in identity, as that role's sign-in form has it. */
interface IdentityFields {
  readonly identity: string;
}

/** The role's own rule for the field, its failures reported on the one field. */
const validateIdentity =
  (role: Role) =>
  ({ identity }: IdentityFields): Validated<IdentityFields> =>
    pipe(
      role === 'company'
        ? E.map(({ username }: { readonly username: string }) => username)(
            validateResetUsername({ username: identity }),
          )
        : E.map(({ email }: { readonly email: string }) => email)(validateResetEmail({ email: identity })),
      E.bimap(
        (failures) => failures.map((failure) => ({ ...failure, field: 'identity' })),
        (named) => ({ identity: named }),
      ),
    );

function IdentityStep({ role, onSent }: { readonly role: Role; readonly onSent: (identity: string) => void }) {
  const alerts = useAlerts();
  const byUsername = role === 'company';
  const { control, busy, onSubmit } = useDomainForm({
    defaultValues: { identity: '' },
    validate: validateIdentity(role),
    send: async ({ identity }) => {
      const message = await sendConfirmationCode(role, identity);
      if (message) alerts.success(message);
      onSent(identity);
    },
  });
  return (
    <StepForm busy={busy} onSubmit={onSubmit} submitLabel="Send PIN">
      <p className="text-body-secondary small">
        {byUsername
          ? `Enter the company's username; if it has a contact e-mail, a ${PIN_LENGTH}-character PIN goes to that e-mail.`
          : `Enter the e-mail of your account; if an account uses it, a ${PIN_LENGTH}-character PIN goes to it.`}
      </p>
      <TextField
        control={control}
        name="identity"
        id={byUsername ? 'username' : 'email'}
        label={byUsername ? 'Username' : 'Email'}
        type={byUsername ? 'text' : 'email'}
        autoComplete={byUsername ? 'username' : 'email'}
      />
    </StepForm>
  );
}

function PinStep({
  role,
  identity,
  onConfirmed,
}: {
  readonly role: Role;
  readonly identity: string;
  readonly onConfirmed: (token: string) => void;
}) {
  const { control, busy, onSubmit } = useDomainForm({
    defaultValues: { pin: '' },
    validate: validateResetPin,
    send: async ({ pin }) => onConfirmed((await confirmCode(role, identity, pin)).token),
  });
  return (
    <StepForm busy={busy} onSubmit={onSubmit} submitLabel="Verify PIN">
      <p className="text-body-secondary small">
        {role === 'company' ? (
          <>
            Enter the {PIN_LENGTH}-character PIN from the e-mail to the contact e-mail of <strong>{identity}</strong>.
          </>
        ) : (
          <>
            Enter the {PIN_LENGTH}-character PIN from the e-mail to <strong>{identity}</strong>.
          </>
        )}
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

function NewPasswordStep({
  role,
  resetToken,
  onReset,
}: {
  readonly role: Role;
  readonly resetToken: string;
  readonly onReset: () => void;
}) {
  const alerts = useAlerts();
  const { control, busy, onSubmit } = useDomainForm({
    defaultValues: { password: '', confirmpassword: '' },
    validate: validateNewPassword,
    send: async ({ password }) => {
      const message = await resetPassword(role, password, resetToken);
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
