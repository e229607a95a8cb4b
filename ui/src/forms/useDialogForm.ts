import type { FieldValues } from 'react-hook-form';
import { ERROR_OCCURRED } from '../screen-texts.js';
import { useDomainForm, type DomainFormOptions } from './useDomainForm.js';

/**
 * The form of a dialog that adds or changes something: a failure without a text of its own reads
 * ERROR_OCCURRED, a successful send empties it, and `close` empties it and hides the dialog.
 */
export function useDialogForm<F extends FieldValues, T>({
  onHide,
  ...options
}: Omit<DomainFormOptions<F, T>, 'fallback' | 'resetAfterSend'> & { readonly onHide: () => void }) {
  const domainForm = useDomainForm({ ...options, fallback: ERROR_OCCURRED, resetAfterSend: true });
  const close = () => {
    domainForm.reset();
    onHide();
  };
  return { ...domainForm, close };
}
