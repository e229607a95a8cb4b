import { useState, type FormEvent } from 'react';
import { ERROR_OCCURRED } from '../../../domain/messages.js';
import type { Validated } from '../../../domain/validation.js';
import { errorText } from '../api/client.js';
import { useAlerts } from '../components/AlertsContext.js';
import { checkForm, type FieldErrors } from './fieldErrors.js';

/**
 * The state of a form in a dialog: its fields, the domain's messages per field, the server's
 * failure, and a submit that validates with the domain, sends, and closes on success.
 */
export function useDialogForm<F extends { readonly [K in keyof F]: string }, T>({
  empty,
  validate,
  send,
  onHide,
}: {
  readonly empty: F;
  readonly validate: (form: F) => Validated<T>;
  /** Sends the checked value; it reports its own success. */
  readonly send: (value: T, form: F) => Promise<void>;
  readonly onHide: () => void;
}) {
  const alerts = useAlerts();
  const [form, setForm] = useState<F>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: keyof F) => (value: string) => setForm((now) => ({ ...now, [field]: value }));

  const close = () => {
    setForm(empty);
    setErrors({});
    setFailure(null);
    onHide();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(validate(form));
    setErrors(checked.errors);
    setFailure(null);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await send(checked.value, form);
      close();
    } catch (error) {
      const text = errorText(error, ERROR_OCCURRED);
      setFailure(text);
      alerts.error(text);
    } finally {
      setBusy(false);
    }
  };

  return { form, set, errors, failure, busy, close, submit };
}
