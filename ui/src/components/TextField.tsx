import Form from 'react-bootstrap/Form';
import { useController, type FieldValues } from 'react-hook-form';
import type { FieldProps } from '../forms/field.js';

/** A labelled text input of a form (a textarea when given `rows`) with its validation message. */
export function TextField<F extends FieldValues, T>({
  control,
  name,
  id,
  label,
  type = 'text',
  placeholder,
  autoComplete,
  readOnly = false,
  autoFocus = false,
  rows,
  maxLength,
  list,
  className,
  help,
}: FieldProps<F, T> & {
  readonly type?: string;
  readonly placeholder?: string;
  readonly autoComplete?: string;
  readonly readOnly?: boolean;
  readonly autoFocus?: boolean;
  /** Makes the field a textarea of this many rows. */
  readonly rows?: number;
  readonly maxLength?: number;
  /** The id of a datalist of suggestions. */
  readonly list?: string;
  readonly className?: string;
  /** A line under the field saying what it takes, read out with it. */
  readonly help?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...(rows ? { as: 'textarea', rows } : { type })}
        ref={field.ref}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        placeholder={placeholder}
        autoComplete={autoComplete}
        readOnly={readOnly}
        autoFocus={autoFocus}
        maxLength={maxLength}
        list={list}
        className={className}
        isInvalid={Boolean(fieldState.error)}
        aria-describedby={help ? `${id}-help` : undefined}
      />
      {help && (
        <Form.Text id={`${id}-help`} muted>
          {help}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid">{fieldState.error?.message}</Form.Control.Feedback>
    </Form.Group>
  );
}
