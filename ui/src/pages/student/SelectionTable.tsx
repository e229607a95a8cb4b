import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import type { SelectionEntry } from '../../../../domain/selection.js';
import { EmptyState } from '../../components/EmptyState.js';
import { ScrollingTable } from '../../components/ScrollingTable.js';

/**
 * The ordered selection: priority, company and panel, with move up, move down and remove. Under
 * 576 px the panel goes under the company's name, so the buttons keep their room.
 */
export function SelectionTable({
  entries,
  onMoveUp,
  onMoveDown,
  onRemove,
}: {
  readonly entries: readonly SelectionEntry[];
  readonly onMoveUp: (companyId: string) => void;
  readonly onMoveDown: (companyId: string) => void;
  readonly onRemove: (companyId: string) => void;
}) {
  if (entries.length === 0) return <EmptyState />;
  return (
    <ScrollingTable label="Your selection">
      <thead>
        <tr>
          <th className="text-center">Priority</th>
          <th>Company</th>
          <th className="d-none d-sm-table-cell">Panel</th>
          <th className="text-end">Action</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry, index) => (
          <tr key={entry.companyId}>
            <td className="text-center fw-semibold">{entry.order}</td>
            <td>
              <div className="fw-semibold">{entry.companyName}</div>
              <div className="small text-body-secondary d-sm-none">{entry.selectedPanel}</div>
            </td>
            <td className="d-none d-sm-table-cell">{entry.selectedPanel}</td>
            <td>
              {/* The buttons stack in a narrow window rather than push the column off-screen. */}
              <div className="d-flex flex-wrap justify-content-end gap-2">
                <ButtonGroup size="sm">
                  <Button
                    variant="outline-secondary"
                    onClick={() => onMoveUp(entry.companyId)}
                    disabled={index === 0}
                    aria-label={`Move ${entry.companyName} up`}
                    title="Move up"
                  >
                    <Arrow direction="up" />
                  </Button>
                  <Button
                    variant="outline-secondary"
                    onClick={() => onMoveDown(entry.companyId)}
                    disabled={index === entries.length - 1}
                    aria-label={`Move ${entry.companyName} down`}
                    title="Move down"
                  >
                    <Arrow direction="down" />
                  </Button>
                </ButtonGroup>
                <Button
                  variant="outline-danger"
                  size="sm"
                  onClick={() => onRemove(entry.companyId)}
                  aria-label={`Remove ${entry.companyName}`}
                >
                  Remove
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}

function Arrow({ direction }: { readonly direction: 'up' | 'down' }) {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
      <path d={direction === 'up' ? 'M8 3l5 6H3z' : 'M8 13l5-6H3z'} fill="currentColor" />
    </svg>
  );
}
