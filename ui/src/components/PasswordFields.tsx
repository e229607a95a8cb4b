import type { FieldValues, Path } from 'react-hook-form';
import type { FieldProps } from '../forms/field.js';
import { TextField } from './TextField.js';

/** A new password and its confirmation (the form's `password` and `confirmpassword`), as every form that sets one asks. */
export function PasswordFields<F extends FieldValues & { password: string; confirmpassword: string }, T>({
  control,
  idPrefix,
  passwordLabel = 'Password',
}: Pick<FieldProps<F, T>, 'control'> & {
  readonly idPrefix: string;
  readonly passwordLabel?: string;
}) {
  return (
    <>
      <TextField
        control={control}
        name={'password' as Path<F>}
        id={`${idPrefix}-password`}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        control={control}
        name={'confirmpassword' as Path<F>}
        id={`${idPrefix}-confirm-password`}
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
