import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useSearchParams } from 'react-router-dom';
import { EMAIL_VERIFIED, VERIFICATION_LINK_INVALID } from '../../../../domain/messages.js';
import { confirmEmail } from './api.js';
import { Loading } from '../../components/Loading.js';
import { PublicCard } from '../../components/PublicCard.js';

type Outcome = 'checking' | 'verified' | 'invalid';

/** Opens the activation link: token and email come from the query string (spec §2). */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(token && email ? 'checking' : 'invalid');
  const asked = useRef(false);

  useEffect(() => {
    if (!token || !email || asked.current) return;
    asked.current = true;
    confirmEmail(email, token).then(
      () => setOutcome('verified'),
      () => setOutcome('invalid'),
    );
  }, [token, email]);

  return (
    <PublicCard title="Email Verification">
      {outcome === 'checking' && <Loading label="Verifying your e-mail…" />}
      {outcome === 'verified' && (
        <Alert variant="success" className="text-center">
          {EMAIL_VERIFIED}
        </Alert>
      )}
      {outcome === 'invalid' && (
        <Alert variant="warning" className="text-center">
          {VERIFICATION_LINK_INVALID}
        </Alert>
      )}
      {outcome !== 'checking' && (
        <div className="text-center">
          <Link to="/" className="btn btn-primary">
            Go to Sign in
          </Link>
        </div>
      )}
    </PublicCard>
  );
}
