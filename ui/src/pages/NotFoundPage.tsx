import { Link } from 'react-router-dom';
import { PAGE_NOT_FOUND } from '../screen-texts.js';
import { SocietyLogo } from '../components/SocietyLogo.js';

/** Any unknown route (spec §2). */
export function NotFoundPage() {
  return (
    <main className="min-vh-100 d-flex flex-column align-items-center justify-content-center text-center p-4 bg-body-tertiary">
      <SocietyLogo compact />
      <h1 className="display-1 fw-bold text-primary mt-3 mb-0">404</h1>
      <p className="fs-4 mb-4">{PAGE_NOT_FOUND}</p>
      <Link to="/" className="btn btn-primary">
        Back to Home
      </Link>
    </main>
  );
}
