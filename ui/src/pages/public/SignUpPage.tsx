import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useNavigate } from 'react-router-dom';
import { validateSignUp, type SignUpForm } from '../../../../domain/sign-up.js';
import { SIGN_UP_TITLES, type SignUpTitle } from '../../../../domain/student.js';
import { resendConfirmEmail, signUpStudent } from '../../api/auth.js';
import { errorText } from '../../api/client.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { PublicCard } from '../../components/PublicCard.js';
import { TextField } from '../../components/TextField.js';
import { checkForm, type FieldErrors } from '../../forms/fieldErrors.js';

const EMPTY: Required<SignUpForm> = {
  email: '',
  fullName: '',
  title: '',
  commonName: '',
  indexNumber: '',
  password: '',
};

/** Student self-registration (spec §2, "Sign Up"). */
export function SignUpPage() {
  const navigate = useNavigate();
  const alerts = useAlerts();
  const [form, setForm] = useState<Required<SignUpForm>>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const set = (field: keyof Required<SignUpForm>) => (value: string) => setForm((now) => ({ ...now, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(validateSignUp(form));
    setErrors(checked.errors);
    if (!checked.ok) return;
    setBusy(true);
    try {
      const message = await signUpStudent(checked.value);
      const { email } = checked.value;
      const resend = () =>
        resendConfirmEmail(email).then(
          (answer) => alerts.success(answer || `A new activation link is on its way to ${email}.`),
          (error: unknown) => alerts.error(errorText(error)),
        );
      alerts.success(message || `Your account is created.`);
      alerts.info(
        `Open the link we sent to ${email} to activate your account. Nothing there? Check spam, or send it again.`,
        {
          onResend: () => void resend(),
        },
      );
      navigate('/', { replace: true });
    } catch (error) {
      alerts.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicCard title="Sign Up" wide>
      <Form noValidate onSubmit={submit}>
        <TextField
          id="email"
          label="Email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField
          id="fullName"
          label="Name With Initials"
          placeholder="A.B.C. Perera"
          value={form.fullName}
          onChange={set('fullName')}
          error={errors.fullName}
        />
        <Form.Group className="mb-3" role="radiogroup" aria-labelledby="title-label">
          <Form.Label as="div" id="title-label">
            Title
          </Form.Label>
          <div>
            {SIGN_UP_TITLES.map((title: SignUpTitle) => (
              <Form.Check
                key={title}
                inline
                type="radio"
                name="title"
                id={`title-${title}`}
                label={title}
                value={title}
                checked={form.title === title}
                onChange={() => set('title')(title)}
                isInvalid={Boolean(errors.title)}
              />
            ))}
          </div>
          {errors.title && <div className="invalid-feedback d-block">{errors.title}</div>}
        </Form.Group>
        <TextField
          id="commonName"
          label="Common Name"
          value={form.commonName}
          onChange={set('commonName')}
          error={errors.commonName}
        />
        <TextField
          id="indexNumber"
          label="Index Number"
          placeholder="19XXXXX"
          value={form.indexNumber}
          onChange={set('indexNumber')}
          error={errors.indexNumber}
        />
        <TextField
          id="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          error={errors.password}
        />
        <Button type="submit" className="w-100 mt-2" disabled={busy}>
          {busy && <Spinner as="span" animation="border" size="sm" className="me-2" />}
          Sign Up
        </Button>
      </Form>
      <p className="text-center small mt-4 mb-0">
        Already have an account? <Link to="/">Sign in</Link>
      </p>
    </PublicCard>
  );
}
