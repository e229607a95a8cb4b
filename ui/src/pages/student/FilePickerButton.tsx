import { useRef, type ChangeEvent } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/** A button that opens the file picker and hands over the one file chosen. */
export function FilePickerButton({
  label,
  accept,
  busy,
  onPick,
  variant = 'outline-primary',
  size,
  ariaLabel,
}: {
  readonly label: string;
  readonly accept: string;
  readonly busy: boolean;
  readonly onPick: (file: File) => void;
  readonly variant?: ButtonProps['variant'];
  readonly size?: 'sm' | 'lg';
  readonly ariaLabel?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <>
      <Button
        variant={variant}
        size={size}
        onClick={() => input.current?.click()}
        disabled={busy}
        aria-label={ariaLabel}
      >
        {busy && <Spinner as="span" animation="border" size="sm" className="me-2" />}
        {label}
      </Button>
      <input ref={input} type="file" accept={accept} hidden onChange={picked} tabIndex={-1} aria-hidden="true" />
    </>
  );
}
