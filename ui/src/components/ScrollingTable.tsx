import type { CSSProperties, ReactNode } from 'react';
import Table from 'react-bootstrap/Table';

/**
 * A table that scrolls sideways in its own box when the window is narrower than it. The box is
 * named and in the Tab order, so the keyboard can scroll it as well as the mouse; it is a group,
 * not a region, so it adds no landmark beside the card that holds it. Cells marked
 * `table-sticky-end` (the actions) stay in view from 768 px up while the other columns scroll.
 */
export function ScrollingTable({
  label,
  className = '',
  style,
  children,
}: {
  /** Names the region and the table, e.g. "Companies". */
  readonly label: string;
  readonly className?: string;
  /** The table's style, e.g. `--table-end-width` for two action columns side by side. */
  readonly style?: CSSProperties;
  readonly children: ReactNode;
}) {
  return (
    <div className="table-responsive scrolling-table" tabIndex={0} role="group" aria-label={label}>
      <Table hover className={`mb-0 align-middle ${className}`} style={style} aria-label={label}>
        {children}
      </Table>
    </div>
  );
}
