import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/** Why Download CV is disabled when there is no CV at all. */
export const NO_CV = 'No CV uploaded';

/**
 * Download CV, disabled with the reason beside it (and read with it) when there is no CV to give,
 * a spinner while the file comes.
 */
export function DownloadCvButton({
  onClick,
  busy,
  unavailable,
  label,
  size,
  className,
}: {
  readonly onClick: () => void;
  readonly busy: boolean;
  /** Why no CV can be downloaded, or null when one can. */
  readonly unavailable: string | null;
  /** The button's accessible name where "Download CV" alone would not say whose. */
  readonly label?: string;
  readonly size?: 'sm' | 'lg';
  readonly className?: string;
}) {
  const reasonId = useId();
  return (
    <>
      <Button
        variant="outline-success"
        size={size}
        className={className}
        onClick={onClick}
        disabled={busy || unavailable !== null}
        aria-label={label}
        aria-describedby={unavailable ? reasonId : undefined}
      >
        {busy && <Spinner as="span" animation="border" size="sm" className="me-1" />}
        Download CV
      </Button>
      {unavailable && (
        <span id={reasonId} className={`small text-body-secondary align-self-center ${className ?? ''}`}>
          {unavailable}
        </span>
      )}
    </>
  );
}
