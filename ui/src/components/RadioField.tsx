import Form from 'react-bootstrap/Form';
import { useController, type FieldValues } from 'react-hook-form';
import type { OptionFieldProps } from '../forms/field.js';
import { OptionGroup } from './OptionGroup.js';

/** A labelled group of inline radio buttons of a form, one per option, with its validation message. */
export function RadioField<F extends FieldValues, T>({ control, name, id, label, options }: OptionFieldProps<F, T>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <OptionGroup id={id} label={label} role="radiogroup" error={error}>
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
    </OptionGroup>
  );
}
