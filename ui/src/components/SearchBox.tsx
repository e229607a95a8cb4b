import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

/** A labelled search field. */
export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  readonly placeholder: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  return (
    <Form.Group controlId={id} className="search-box">
      <Form.Label className="visually-hidden">{label}</Form.Label>
      <InputGroup>
        <InputGroup.Text aria-hidden="true">
          <svg width="16" height="16" viewBox="0 0 16 16">
            <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <path d="M11 11l3.5 3.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </InputGroup.Text>
        <Form.Control
          type="search"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-label={label}
        />
      </InputGroup>
    </Form.Group>
  );
}
