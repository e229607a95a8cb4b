import type { FieldErrors } from '../forms/fieldErrors.js';
import { TextField } from './TextField.js';

/** A new password and its confirmation, as every form that sets a password asks for them. */
export function PasswordFields({
  idPrefix,
  password,
  confirmpassword,
  errors,
  onChange,
  passwordLabel = 'Password',
}: {
  readonly idPrefix: string;
  readonly password: string;
  readonly confirmpassword: string;
  readonly errors: FieldErrors;
  readonly onChange: (field: 'password' | 'confirmpassword') => (value: string) => void;
  readonly passwordLabel?: string;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={onChange('password')}
        error={errors.password}
      />
      <TextField
        id={`${idPrefix}-confirm-password`}
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        value={confirmpassword}
        onChange={onChange('confirmpassword')}
        error={errors.confirmpassword}
      />
    </>
  );
}
