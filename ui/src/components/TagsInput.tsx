import { useState, type KeyboardEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import CloseButton from 'react-bootstrap/CloseButton';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useController, type FieldValues } from 'react-hook-form';
import type { FieldProps } from '../forms/field.js';

/** A form's free-text tags: type one and press Enter (or Add); each chip can be removed. */
export function TagsInput<F extends FieldValues, T>({ control, name, id, label }: FieldProps<F, T>) {
  const { field } = useController({ control, name });
  const tags = (field.value ?? []) as readonly string[];
  const onChange = field.onChange;
  const [draft, setDraft] = useState('');

  const add = () => {
    const tag = draft.trim();
    if (tag && !tags.includes(tag)) onChange([...tags, tag]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    }
  };

  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <InputGroup>
        <Form.Control
          ref={field.ref}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Type a tag and press Enter"
        />
        <Button variant="outline-secondary" onClick={add} disabled={!draft.trim()}>
          Add
        </Button>
      </InputGroup>
      {tags.length > 0 && (
        <div className="d-flex flex-wrap gap-2 mt-2">
          {tags.map((tag) => (
            <Badge
              key={tag}
              bg="secondary-subtle"
              text="secondary-emphasis"
              className="d-inline-flex align-items-center gap-1 fw-normal fs-6"
            >
              {tag}
              <CloseButton
                aria-label={`Remove ${tag}`}
                className="small"
                onClick={() => onChange(tags.filter((other) => other !== tag))}
              />
            </Badge>
          ))}
        </div>
      )}
    </Form.Group>
  );
}
