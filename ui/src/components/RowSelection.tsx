import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { choose, choosePage, isChosen, pageChoice, type Chosen, type ChosenRow } from './row-selection.js';

/** A table's rows that can be chosen: the rows chosen so far, how each row is named, and how to change the choice. */
export interface RowSelection<R> {
  readonly chosen: Chosen;
  /** The row's id and the name its checkbox is labelled with ("Select Nimal Perera"). */
  readonly rowOf: (row: R) => ChosenRow;
  readonly onChange: (chosen: Chosen) => void;
}

/** The rows chosen on a screen's table, kept by id while the rows are read again or paged. */
export function useChosenRows(): readonly [Chosen, (chosen: Chosen) => void] {
  return useState<Chosen>([]);
}

/** The checkbox that chooses one row. */
export function SelectRow<R>({ selection, row }: { readonly selection: RowSelection<R>; readonly row: R }) {
  const chosenRow = selection.rowOf(row);
  return (
    <Form.Check
      className="row-select"
      aria-label={`Select ${chosenRow.name}`}
      checked={isChosen(selection.chosen, chosenRow.id)}
      onChange={(event) => selection.onChange(choose(selection.chosen, chosenRow, event.target.checked))}
    />
  );
}

/** "Select all on this page": ticked when every row shown is chosen, in between when some are. */
export function SelectPage<R>({
  selection,
  rows,
  label = 'Select all on this page',
  showLabel = false,
}: {
  readonly selection: RowSelection<R>;
  readonly rows: readonly R[];
  readonly label?: string;
  /** The label in words beside the box (a phone's list), not only for screen readers. */
  readonly showLabel?: boolean;
}) {
  const id = useId();
  const page = rows.map(selection.rowOf);
  const state = pageChoice(selection.chosen, page);
  return (
    <Form.Check
      className="row-select"
      id={showLabel ? id : undefined}
      label={showLabel ? label : undefined}
      aria-label={showLabel ? undefined : label}
      checked={state === 'all'}
      ref={(box: HTMLInputElement | null) => {
        if (box) box.indeterminate = state === 'some';
      }}
      onChange={(event) => selection.onChange(choosePage(selection.chosen, page, event.target.checked))}
    />
  );
}
