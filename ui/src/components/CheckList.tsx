import Form from 'react-bootstrap/Form';
import { useController, type FieldValues } from 'react-hook-form';
import type { FieldProps } from '../forms/field.js';

/** A multi-select field of a form as a group of checkboxes, in the order of `options`. */
export function CheckList<F extends FieldValues, T>({
  control,
  name,
  id,
  label,
  options,
}: FieldProps<F, T> & { readonly options: readonly string[] }) {
  const { field, fieldState } = useController({ control, name });
  const selected = (field.value ?? []) as readonly string[];
  const error = fieldState.error?.message;
  const onChange = field.onChange;
  const toggle = (option: string, on: boolean) =>
    onChange(options.filter((candidate) => (candidate === option ? on : selected.includes(candidate))));
  return (
    <Form.Group className="mb-3" role="group" aria-labelledby={`${id}-label`}>
      <Form.Label id={`${id}-label`} as="div">
        {label}
      </Form.Label>
      <div className={`check-list border rounded p-2 ${error ? 'border-danger' : ''}`}>
        {options.map((option, index) => (
          <Form.Check
            key={option}
            ref={index === 0 ? field.ref : undefined}
            id={`${id}-${option.replace(/\W+/g, '-')}`}
            label={option}
            checked={selected.includes(option)}
            onChange={(event) => toggle(option, event.target.checked)}
          />
        ))}
      </div>
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </Form.Group>
  );
}
