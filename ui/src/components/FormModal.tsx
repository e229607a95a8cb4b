import { useId, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

/** A dialog holding one form: its title, its fields, Cancel and a submit button with a loading state. */
export function FormModal({
  title,
  submitLabel,
  show,
  busy,
  onHide,
  onSubmit,
  size,
  scrollable,
  children,
}: {
  readonly title: ReactNode;
  readonly submitLabel: ReactNode;
  readonly show: boolean;
  readonly busy: boolean;
  readonly onHide: () => void;
  readonly onSubmit: (event: FormEvent) => void;
  readonly size?: 'lg';
  readonly scrollable?: boolean;
  readonly children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Modal aria-labelledby={titleId} show={show} onHide={onHide} size={size} scrollable={scrollable} centered>
      <Form noValidate onSubmit={onSubmit} className={scrollable ? 'd-contents' : undefined}>
        <Modal.Header closeButton>
          <Modal.Title id={titleId}>{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onHide} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy && <Spinner as="span" animation="border" size="sm" className="me-2" />}
            {submitLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
