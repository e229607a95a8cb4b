import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import Button from 'react-bootstrap/Button';
import Overlay from 'react-bootstrap/Overlay';
import Popover from 'react-bootstrap/Popover';
import Spinner from 'react-bootstrap/Spinner';
import { useLocation } from 'react-router-dom';
import { CONFIRM_DELETE } from '../screen-texts.js';

/** A delete waiting for its "Confirm Delete?": `key` names its button ("Delete hr@acme.test"). */
interface DeleteQuestion {
  readonly key: string;
  readonly onConfirm: () => Promise<unknown>;
}

interface ConfirmDelete {
  /** The key of the delete asked about, if any. */
  readonly asked: string | null;
  /** The button the popover stands beside, while it is on the screen. */
  readonly target: HTMLElement | null;
  /** A Delete button pressed: asks about its delete, or closes the question when it was already asked. */
  readonly toggle: (question: DeleteQuestion, button: HTMLElement) => void;
  readonly setTarget: Dispatch<SetStateAction<HTMLElement | null>>;
}

const ConfirmDeleteContext = createContext<ConfirmDelete | null>(null);

/**
 * Holds the "Confirm Delete?" of a signed-in area above its screens, like the question asked before
 * a move: a row read again or drawn afresh (a list that turns into cards as the window narrows)
 * mounts a new Delete button, and the question stays open beside it, Delete still making the delete.
 * The popover lives at the end of the page, so the keyboard is taken to its Cancel when it opens and
 * back to the button when it closes (Cancel, Escape, or after the delete).
 */
export function ConfirmDeleteHost({ children }: { readonly children: ReactNode }) {
  const [question, setQuestion] = useState<DeleteQuestion | null>(null);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  // The last question stays in the popover while it fades out; another one opens afresh.
  const [shown, setShown] = useState<DeleteQuestion | null>(question);
  if (question !== null && question !== shown) setShown(question);
  const popoverId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const now = useRef({ question, target });
  useEffect(() => {
    now.current = { question, target };
  });
  // The question belongs to the screen it was asked on: going to another closes it.
  const { pathname } = useLocation();
  useEffect(() => setQuestion(null), [pathname]);

  const close = (asked: DeleteQuestion) => {
    if (now.current.question !== asked) return;
    const focus = document.activeElement;
    // A ref on the Popover would be replaced by the Overlay's own, hence the id.
    const keyboardInside = focus === document.body || focus?.closest(`[id="${popoverId}"]`) != null;
    setQuestion(null);
    if (keyboardInside) now.current.target?.focus();
  };

  const confirm = async (asked: DeleteQuestion) => {
    setBusy(true);
    try {
      await asked.onConfirm();
    } finally {
      setBusy(false);
      close(asked);
    }
  };

  const toggle = (next: DeleteQuestion, button: HTMLElement) => {
    setQuestion((asked) => (asked?.key === next.key ? null : next));
    setTarget(button);
  };

  // A click on the asked button is its own: it closes the question.
  const hide = (event?: Event) => {
    if (event instanceof MouseEvent && event.target instanceof Node && target?.contains(event.target)) return;
    if (question) close(question);
  };

  return (
    <ConfirmDeleteContext.Provider value={{ asked: question?.key ?? null, target, toggle, setTarget }}>
      {children}
      <Overlay
        key={shown?.key}
        target={target}
        show={question !== null && target !== null}
        placement="left"
        flip
        rootClose
        onHide={hide}
        onEntered={() => cancel.current?.focus()}
      >
        <Popover id={popoverId}>
          <Popover.Header as="h3">{CONFIRM_DELETE}</Popover.Header>
          <Popover.Body className="d-flex gap-2">
            <Button variant="danger" size="sm" onClick={() => question && confirm(question)} disabled={busy}>
              {busy && <Spinner as="span" animation="border" size="sm" className="me-1" />}
              Delete
            </Button>
            <Button
              ref={cancel}
              variant="secondary"
              size="sm"
              onClick={() => question && close(question)}
              disabled={busy}
            >
              Cancel
            </Button>
          </Popover.Body>
        </Popover>
      </Overlay>
    </ConfirmDeleteContext.Provider>
  );
}

/**
 * A Delete button that asks "Confirm Delete?" in a popover with Delete and Cancel (spec §2), the
 * question held by the ConfirmDeleteHost above it.
 */
export function DeleteButton({
  onConfirm,
  label = 'Delete',
  subject,
  size = 'sm',
}: {
  readonly onConfirm: () => Promise<unknown>;
  readonly label?: string;
  /** What is deleted, to name the button among its neighbours ("Delete hr@acme.test"). */
  readonly subject: string;
  readonly size?: 'sm' | 'lg';
}) {
  const host = useContext(ConfirmDeleteContext);
  if (!host) throw new Error('DeleteButton needs a ConfirmDeleteHost above it');
  const { asked, target, toggle, setTarget } = host;
  const button = useRef<HTMLButtonElement>(null);
  const key = `${label} ${subject}`;
  const mine = asked === key;
  const lost = target === null;
  const stillMine = useRef(mine);
  stillMine.current = mine;

  // The button of the delete asked about, drawn afresh, takes the popover beside it; one that goes
  // lets it go (a question closing keeps it, for the popover to fade out where it stood).
  useLayoutEffect(() => {
    const element = button.current;
    if (!mine || !element) return;
    setTarget((current) => (current?.isConnected ? current : element));
    return () => {
      if (stillMine.current) setTarget((current) => (current === element ? null : current));
    };
  }, [mine, lost, setTarget]);

  return (
    <Button
      ref={button}
      variant="outline-danger"
      size={size}
      onClick={(event) => toggle({ key, onConfirm }, event.currentTarget)}
      aria-expanded={mine}
      aria-label={key}
    >
      {label}
    </Button>
  );
}
