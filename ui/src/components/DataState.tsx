import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { errorText } from '../api/client.js';
import { EmptyState } from './EmptyState.js';
import { Loading } from './Loading.js';

/**
 * What a list screen shows for an SWR read: the loading state, the failure (server message,
 * else the screen's fallback text), the empty state, or the rows.
 */
export function DataState<T>({
  data,
  error,
  fallback,
  failureTitle,
  isEmpty = (rows) => Array.isArray(rows) && rows.length === 0,
  children,
}: {
  readonly data: T | undefined;
  readonly error: unknown;
  readonly fallback: string;
  /** A heading the failure always shows, whatever the cause (the spec's text for the screen's list). */
  readonly failureTitle?: string;
  readonly isEmpty?: (data: T) => boolean;
  readonly children: (data: T) => ReactNode;
}) {
  if (error && data === undefined) {
    const cause = errorText(error, fallback);
    return (
      <Alert variant="danger" className="mb-0">
        {failureTitle && <p className="fw-semibold mb-0">{failureTitle}</p>}
        {cause !== failureTitle && cause}
      </Alert>
    );
  }
  if (data === undefined) return <Loading />;
  if (isEmpty(data)) return <EmptyState />;
  return <>{children(data)}</>;
}
