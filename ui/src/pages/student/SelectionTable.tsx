import { NO_COMPANY_CHOSEN } from '../../screen-texts.js';
import { useLayoutEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import type { SelectionEntry } from '../../../../domain/selection.js';
import { EmptyState } from '../../components/EmptyState.js';
import { ScrollingTable } from '../../components/ScrollingTable.js';

/** WCAG 2.2's target size: 44 × 44 CSS px, the common touch size, for every button of a row. */
const TARGET = { minWidth: '2.75rem', minHeight: '2.75rem' } as const;

type Direction = 'up' | 'down';

/**
 * The ordered selection: priority, company and panel, with move up, move down and remove. Under
 * 576 px the panel goes under the company's name, so the buttons keep their room. A moved row keeps
 * the keyboard's focus on its arrow (on the other one once it reaches the top or the bottom).
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
  const arrows = useRef(new Map<string, HTMLButtonElement>());
  const [moved, setMoved] = useState<{ readonly companyId: string; readonly direction: Direction } | null>(null);
  useLayoutEffect(() => {
    if (!moved) return;
    const { companyId, direction } = moved;
    const same = arrows.current.get(`${companyId}:${direction}`);
    const other = arrows.current.get(`${companyId}:${direction === 'up' ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
    setMoved(null);
  }, [entries, moved]);
  const arrowRef = (companyId: string, direction: Direction) => (button: HTMLButtonElement | null) => {
    if (button) arrows.current.set(`${companyId}:${direction}`, button);
    else arrows.current.delete(`${companyId}:${direction}`);
  };
  const move = (companyId: string, direction: Direction) => {
    setMoved({ companyId, direction });
    (direction === 'up' ? onMoveUp : onMoveDown)(companyId);
  };

  if (entries.length === 0) return <EmptyState next={NO_COMPANY_CHOSEN} />;
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
                <ButtonGroup>
                  <Button
                    ref={arrowRef(entry.companyId, 'up')}
                    variant="outline-secondary"
                    style={TARGET}
                    onClick={() => move(entry.companyId, 'up')}
                    disabled={index === 0}
                    aria-label={`Move ${entry.companyName} up`}
                    title="Move up"
                  >
                    <Arrow direction="up" />
                  </Button>
                  <Button
                    ref={arrowRef(entry.companyId, 'down')}
                    variant="outline-secondary"
                    style={TARGET}
                    onClick={() => move(entry.companyId, 'down')}
                    disabled={index === entries.length - 1}
                    aria-label={`Move ${entry.companyName} down`}
                    title="Move down"
                  >
                    <Arrow direction="down" />
                  </Button>
                </ButtonGroup>
                <Button
                  variant="outline-danger"
                  style={TARGET}
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
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path d={direction === 'up' ? 'M8 3l5 6H3z' : 'M8 13l5-6H3z'} fill="currentColor" />
    </svg>
  );
}
