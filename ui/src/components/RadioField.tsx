import Form from 'react-bootstrap/Form';
import { useController, type FieldValues } from 'react-hook-form';
import type { FieldProps } from '../forms/field.js';

/** A labelled group of inline radio buttons of a form, one per option, with its validation message. */
export function RadioField<F extends FieldValues, T>({
  control,
  name,
  id,
  label,
  options,
}: FieldProps<F, T> & { readonly options: readonly string[] }) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <Form.Group className="mb-3" role="radiogroup" aria-labelledby={`${id}-label`}>
      <Form.Label as="div" id={`${id}-label`}>
        {label}
      </Form.Label>
      <div>
        {options.map((option, index) => (
          <Form.Check
            key={option}
            inline
            type="radio"
            name={field.name}
            id={`${id}-${option}`}
            label={option}
            value={option}
            ref={index === 0 ? field.ref : undefined}
            checked={field.value === option}
            onChange={() => field.onChange(option)}
            onBlur={field.onBlur}
            isInvalid={Boolean(error)}
          />
        ))}
      </div>
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </Form.Group>
  );
}
