import Form from 'react-bootstrap/Form';
import { useController, type FieldValues } from 'react-hook-form';
import type { OptionFieldProps } from '../forms/field.js';
import { OptionGroup } from './OptionGroup.js';

/** A multi-select field of a form as a group of checkboxes, in the order of `options`. */
export function CheckList<F extends FieldValues, T>({ control, name, id, label, options }: OptionFieldProps<F, T>) {
  const { field, fieldState } = useController({ control, name });
  const selected = (field.value ?? []) as readonly string[];
  const error = fieldState.error?.message;
  const onChange = field.onChange;
  const toggle = (option: string, on: boolean) =>
    onChange(options.filter((candidate) => (candidate === option ? on : selected.includes(candidate))));
  return (
    <OptionGroup id={id} label={label} role="group" error={error}>
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
    </OptionGroup>
  );
}
