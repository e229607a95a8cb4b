import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

/** A labelled group of a form's options (check boxes, radio buttons), with its validation message. */
export function OptionGroup({
  id,
  label,
  role,
  error,
  children,
}: {
  readonly id: string;
  readonly label: string;
  readonly role: 'group' | 'radiogroup';
  readonly error: string | undefined;
  readonly children: ReactNode;
}) {
  return (
    <Form.Group className="mb-3" role={role} aria-labelledby={`${id}-label`}>
      <Form.Label id={`${id}-label`} as="div">
        {label}
      </Form.Label>
      {children}
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </Form.Group>
  );
}
