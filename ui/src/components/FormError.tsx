import Alert from 'react-bootstrap/Alert';

/** The inline message of an add form (spec §8). */
export function FormError({ message }: { readonly message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="danger" className="py-2 small" role="alert">
      {message}
    </Alert>
  );
}
