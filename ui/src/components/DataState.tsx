import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useSWRConfig } from 'swr';
import { errorText, unanswered } from '../api/client.js';
import { EmptyState } from './EmptyState.js';
import { Loading } from './Loading.js';

/**
 * What a list screen shows for an SWR read: the loading state, the failure (server message,
 * else the screen's fallback text) with Retry, the empty state, or the rows.
 */
export function DataState<T>({
  data,
  error,
  fallback,
  failureTitle,
  isEmpty = (rows) => Array.isArray(rows) && rows.length === 0,
  emptyNext,
  children,
}: {
  readonly data: T | undefined;
  readonly error: unknown;
  readonly fallback: string;
  /** A heading the failure always shows, whatever the cause (the spec's text for the screen's list). */
  readonly failureTitle?: string;
  readonly isEmpty?: (data: T) => boolean;
  /** What an empty list would hold and how to fill it, under the spec's "No data available". */
  readonly emptyNext?: ReactNode;
  readonly children: (data: T) => ReactNode;
}) {
  if (error && data === undefined) {
    // With no answer at all, the spec's text for the list heads the explanation of why.
    return (
      <ReadFailure
        error={error}
        title={failureTitle ?? (unanswered(error) ? fallback : undefined)}
        fallback={fallback}
      />
    );
  }
  if (data === undefined) return <Loading />;
  if (isEmpty(data)) return <EmptyState next={emptyNext} />;
  return <>{children(data)}</>;
}

/** A read that failed: why, and Retry, which reads what the screen shows again. */
export function ReadFailure({
  error,
  title,
  fallback,
}: {
  readonly error: unknown;
  readonly title?: string | undefined;
  readonly fallback?: string;
}) {
  const { mutate } = useSWRConfig();
  const [retrying, setRetrying] = useState(false);
  const cause = errorText(error, fallback);
  const retry = async () => {
    setRetrying(true);
    try {
      // Every read on screen is read again: after a lost connection, none of them can be trusted.
      await mutate(() => true);
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Alert variant="danger" className="mb-0 d-flex flex-wrap align-items-center gap-2">
      <div className="flex-grow-1">
        {title && <p className="fw-semibold mb-0">{title}</p>}
        {cause !== title && cause}
      </div>
      <Button variant="outline-danger" size="sm" onClick={() => void retry()} disabled={retrying}>
        {retrying && <Spinner as="span" animation="border" size="sm" className="me-1" />}
        Retry
      </Button>
    </Alert>
  );
}
