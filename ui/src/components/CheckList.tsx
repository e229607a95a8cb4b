import Form from 'react-bootstrap/Form';

/** A multi-select as a group of checkboxes, in the order of `options`. */
export function CheckList({
  id,
  label,
  options,
  selected,
  onChange,
  error,
}: {
  readonly id: string;
  readonly label: string;
  readonly options: readonly string[];
  readonly selected: readonly string[];
  readonly onChange: (selected: readonly string[]) => void;
  readonly error: string | undefined;
}) {
  const toggle = (option: string, on: boolean) =>
    onChange(options.filter((candidate) => (candidate === option ? on : selected.includes(candidate))));
  return (
    <Form.Group className="mb-3" role="group" aria-labelledby={`${id}-label`}>
      <Form.Label id={`${id}-label`} as="div">
        {label}
      </Form.Label>
      <div className={`check-list border rounded p-2 ${error ? 'border-danger' : ''}`}>
        {options.map((option) => (
          <Form.Check
            key={option}
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
