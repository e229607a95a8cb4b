import Form from 'react-bootstrap/Form';
import { useController, type FieldValues } from 'react-hook-form';
import type { FieldProps } from '../forms/field.js';

export type SelectOption = string | { readonly value: string; readonly label: string };

/** A labelled select of a form with its validation message; `placeholder` is a first, empty option. */
export function SelectField<F extends FieldValues, T>({
  control,
  name,
  id,
  label,
  options,
  placeholder,
  className = 'mb-3',
}: FieldProps<F, T> & {
  readonly options: readonly SelectOption[];
  readonly placeholder?: string;
  readonly className?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        ref={field.ref}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        isInvalid={Boolean(fieldState.error)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{fieldState.error?.message}</Form.Control.Feedback>
    </Form.Group>
  );
}
