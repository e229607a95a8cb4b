import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useDownload } from './useDownload.js';

/** A button that downloads a file (useDownload): a spinner while it comes, the outcome in an alert. */
export function DownloadButton({
  fetchFile,
  variant,
  className,
  children,
}: {
  readonly fetchFile: () => Promise<unknown>;
  readonly variant: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  const { downloading, download } = useDownload(fetchFile);
  return (
    <Button variant={variant} className={className} onClick={() => void download()} disabled={downloading}>
      {downloading && <Spinner as="span" animation="border" size="sm" className="me-1" />}
      {children}
    </Button>
  );
}
