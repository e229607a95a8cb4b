import Spinner from 'react-bootstrap/Spinner';

/** The loading state of a screen or a guarded area. */
export function Loading({ label = 'Loading…' }: { readonly label?: string }) {
  return (
    <div className="d-flex justify-content-center align-items-center py-5 gap-2" role="status" aria-live="polite">
      <Spinner animation="border" variant="primary" size="sm" />
      <span className="text-body-secondary">{label}</span>
    </div>
  );
}
