import type { ReactNode } from 'react';
import { NO_DATA_AVAILABLE } from '../screen-texts.js';

/**
 * The empty-state view of spec §2: its "No data available", and under it what the list would hold
 * and the next step to fill it (`next`, e.g. "No companies yet. Add a Company to start."): every
 * empty list says what to do next, never "No data available" alone.
 */
export function EmptyState({
  message = NO_DATA_AVAILABLE,
  next,
}: {
  readonly message?: string;
  readonly next: ReactNode;
}) {
  return (
    <div className="empty-state text-center text-body-secondary py-5 px-3" role="status">
      <svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" className="mb-2 opacity-50">
        <path
          fill="currentColor"
          d="M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2m0 16H5v-3h3.56a3.5 3.5 0 0 0 6.88 0H19zm0-5h-5v1a2 2 0 0 1-4 0v-1H5V5h14z"
        />
      </svg>
      <p className="mb-0">{message}</p>
      {next && <p className="mb-0 mt-1 small">{next}</p>}
    </div>
  );
}
