import type { Control, FieldValues, Path } from 'react-hook-form';

/** What every field component takes: the form's control, the field's name, its id and its label. */
export interface FieldProps<F extends FieldValues, T> {
  readonly control: Control<F, unknown, T>;
  readonly name: Path<F>;
  readonly id: string;
  readonly label: string;
}

/** A field whose value is chosen among `options` (check boxes, radio buttons). */
export interface OptionFieldProps<F extends FieldValues, T> extends FieldProps<F, T> {
  readonly options: readonly string[];
}
