import { createContext, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useLocation } from 'react-router-dom';
import type { MoveConfirmation } from './interview-actions.js';

/** A move waiting for its question (confirmationFor) to be answered: `confirm` makes it. */
export interface PendingMove {
  readonly asked: MoveConfirmation;
  readonly confirm: () => void;
}

const ConfirmMoveContext = createContext<((pending: PendingMove) => void) | null>(null);

/**
 * Holds the question asked before a move above the screens of an interview desk, like the profile
 * dialog: a list that turns from a table into cards as the window narrows mounts new buttons, and
 * the question stays open meanwhile.
 */
export function ConfirmMoveHost({ children }: { readonly children: ReactNode }) {
  const [pending, setPending] = useState<PendingMove | null>(null);
  // The question belongs to the screen it was asked on: going to another closes it.
  const { pathname } = useLocation();
  useEffect(() => setPending(null), [pathname]);
  return (
    <ConfirmMoveContext.Provider value={setPending}>
      {children}
      <ConfirmMoveDialog
        asked={pending?.asked ?? null}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          setPending(null);
          pending?.confirm();
        }}
      />
    </ConfirmMoveContext.Provider>
  );
}

/** Asks the question before a move; Cancel changes nothing. */
export function useConfirmMove(): (pending: PendingMove) => void {
  const ask = useContext(ConfirmMoveContext);
  if (!ask) throw new Error('useConfirmMove needs a ConfirmMoveHost above it');
  return ask;
}

/** The question asked before a move (confirmationFor): Cancel changes nothing, the move's button makes it. */
function ConfirmMoveDialog({
  asked,
  onCancel,
  onConfirm,
}: {
  readonly asked: MoveConfirmation | null;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}) {
  const titleId = useId();
  // The last question stays in the dialog while it fades out.
  const [shown, setShown] = useState<MoveConfirmation | null>(asked);
  if (asked !== null && asked !== shown) setShown(asked);
  return (
    <Modal show={asked !== null} onHide={onCancel} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h5">
          {shown?.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{shown?.question}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant={shown?.confirm === 'Mark No-Show' ? 'danger' : 'primary'} onClick={onConfirm}>
          {shown?.confirm}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
