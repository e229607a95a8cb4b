import Form from 'react-bootstrap/Form';
import { Link, useNavigate } from 'react-router-dom';
import { validateSignUp, type SignUpForm } from '../../../../domain/sign-up.js';
import { SIGN_UP_TITLES } from '../../../../domain/student.js';
import { resendConfirmEmail, signUpStudent } from './api.js';
import { errorText } from '../../api/client.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { PublicCard } from '../../components/PublicCard.js';
import { RadioField } from '../../components/RadioField.js';
import { TextField } from '../../components/TextField.js';
import { useDomainForm } from '../../forms/useDomainForm.js';
import { BusyButton } from '../../components/BusyButton.js';

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
  const { control, busy, onSubmit } = useDomainForm({
    defaultValues: EMPTY,
    validate: validateSignUp,
    send: async (signUp) => {
      const message = await signUpStudent(signUp);
      const { email } = signUp;
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
    },
  });

  return (
    <PublicCard title="Sign Up" wide>
      <Form noValidate onSubmit={onSubmit}>
        <TextField control={control} name="email" id="email" label="Email" type="email" autoComplete="email" />
        <TextField
          control={control}
          name="fullName"
          id="fullName"
          label="Name With Initials"
          placeholder="A.B.C. Perera"
        />
        <RadioField control={control} name="title" id="title" label="Title" options={SIGN_UP_TITLES} />
        <TextField control={control} name="commonName" id="commonName" label="Common Name" />
        <TextField control={control} name="indexNumber" id="indexNumber" label="Index Number" placeholder="19XXXXX" />
        <TextField
          control={control}
          name="password"
          id="password"
          label="Password"
          type="password"
          autoComplete="new-password"
        />
        <BusyButton type="submit" className="w-100 mt-2" busy={busy}>
          Sign Up
        </BusyButton>
      </Form>
      <p className="text-center small mt-4 mb-0">
        Already have an account? <Link to="/">Sign in</Link>
      </p>
    </PublicCard>
  );
}
