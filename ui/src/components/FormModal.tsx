import { useId, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { BusyButton } from './BusyButton.js';

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
        <DialogParts
          titleId={titleId}
          title={title}
          busy={busy}
          onHide={onHide}
          action={
            <BusyButton type="submit" busy={busy}>
              {submitLabel}
            </BusyButton>
          }
        >
          {children}
        </DialogParts>
      </Form>
    </Modal>
  );
}

/**
 * The dialog of a form (useDialogForm) shown while it is mounted: a line on what the form does
 * (`note`) over its fields; Cancel and the close button empty the form and hide the dialog.
 */
export function DialogFormModal({
  form,
  title,
  submitLabel,
  note,
  children,
}: {
  readonly form: { readonly busy: boolean; readonly onSubmit: (event: FormEvent) => void; readonly close: () => void };
  readonly title: ReactNode;
  readonly submitLabel: ReactNode;
  readonly note: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <FormModal
      title={title}
      submitLabel={submitLabel}
      show
      busy={form.busy}
      onHide={form.close}
      onSubmit={form.onSubmit}
    >
      <p className="small text-body-secondary">{note}</p>
      {children}
    </FormModal>
  );
}

/** The parts of a dialog inside its frame: the title, the body, and a footer of Cancel (off while `busy`) and `action`. */
export function DialogParts({
  titleId,
  title,
  busy,
  onHide,
  action,
  children,
}: {
  readonly titleId: string;
  readonly title: ReactNode;
  readonly busy: boolean;
  readonly onHide: () => void;
  readonly action: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <>
      <Modal.Header closeButton>
        <Modal.Title id={titleId}>{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide} disabled={busy}>
          Cancel
        </Button>
        {action}
      </Modal.Footer>
    </>
  );
}
