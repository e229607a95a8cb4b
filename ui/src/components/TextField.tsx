import Form from 'react-bootstrap/Form';

/** A labelled text input (a textarea when given `rows`) with its validation message. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  type = 'text',
  placeholder,
  autoComplete,
  readOnly = false,
  rows,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
  readonly type?: string;
  readonly placeholder?: string;
  readonly autoComplete?: string;
  readonly readOnly?: boolean;
  /** Makes the field a textarea of this many rows. */
  readonly rows?: number;
}) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...(rows ? { as: 'textarea', rows } : { type })}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
        isInvalid={Boolean(error)}
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
