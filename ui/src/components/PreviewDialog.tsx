import { useId, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { DialogParts } from './FormModal.js';

/**
 * The wide dialog that shows what a bulk action would do before it is done: its title, the preview,
 * and a footer of Cancel (off while `busy`) and the dialog's `action` (Apply, or what stands for it).
 */
export function PreviewDialog({
  title,
  show,
  onHide,
  busy,
  action,
  children,
}: {
  readonly title: string;
  readonly show: boolean;
  readonly onHide: () => void;
  readonly busy: boolean;
  readonly action: ReactNode;
  readonly children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onHide} size="xl" scrollable centered aria-labelledby={titleId}>
      <DialogParts titleId={titleId} title={title} busy={busy} onHide={onHide} action={action}>
        {children}
      </DialogParts>
    </Modal>
  );
}
