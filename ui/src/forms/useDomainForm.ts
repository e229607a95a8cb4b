import { useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { Validated } from '../../../domain/validation.js';
import { ApiError, errorText } from '../api/client.js';
import { useAlerts } from '../components/AlertsContext.js';
import { domainResolver } from './domainResolver.js';

export interface DomainFormOptions<F extends FieldValues, T> {
  readonly defaultValues: DefaultValues<F>;
  readonly validate: (form: F) => Validated<T>;
  /** Sends the checked value (the fields as typed beside it); it reports its own success. */
  readonly send: (value: T, typed: F) => Promise<void>;
  /** The screen's text for a failure that carries none (spec §8). */
  readonly fallback?: string;
  readonly failureField?: Path<F>;
  /** Empties the form after a successful send (a dialog that closes). */
  readonly resetAfterSend?: boolean;
}

/**
 * Every form of the portal: react-hook-form over the domain's validator. Submit checks the fields
 * with the domain's messages and sends the clean value; a refusal puts the server's field messages
 * (`ApiError.fields`) on their fields and its text in `failure` and an alert, or, with
 * `failureField`, under that one field instead.
 */
export function useDomainForm<F extends FieldValues, T>({
  defaultValues,
  validate,
  send,
  fallback,
  failureField,
  resetAfterSend = false,
}: DomainFormOptions<F, T>) {
  const alerts = useAlerts();
  const form = useForm<F, unknown, T>({ defaultValues, resolver: domainResolver(validate) });
  const [failure, setFailure] = useState<string | null>(null);

  const reset = () => {
    form.reset();
    setFailure(null);
  };

  /** Shows a refusal: on its fields, or in `failure` and an alert (or under `failureField`). */
  const fail = (error: unknown) => {
    const text = errorText(error, fallback);
    if (failureField) {
      form.setError(failureField, { type: 'server', message: text }, { shouldFocus: true });
      return;
    }
    if (error instanceof ApiError) {
      for (const [field, message] of Object.entries(error.fields)) {
        form.setError(field as Path<F>, { type: 'server', message });
      }
    }
    setFailure(text);
    alerts.error(text);
  };

  const submit = form.handleSubmit(async (value) => {
    setFailure(null);
    try {
      await send(value, form.getValues());
      if (resetAfterSend) reset();
    } catch (error) {
      fail(error);
    }
  });

  return {
    form,
    control: form.control,
    failure,
    busy: form.formState.isSubmitting,
    reset,
    fail,
    onSubmit: (event?: FormEvent) => void submit(event),
  };
}
