import { isMailbox } from '../../domain/email.js';

/** A recipient as the mail library takes it without reading the text as a list of addresses. */
export interface Recipient {
  readonly name: string;
  readonly address: string;
}

/**
 * The one mailbox a message goes to. Anything else (a list, a named mailbox hiding another, spaces
 * around it) throws before a byte is written or sent: the library would read it as several
 * recipients, and the application only ever mails one person.
 */
export const oneRecipient = (to: string): Recipient => {
  if (!isMailbox(to)) throw new Error(`A message goes to exactly one e-mail address, not ${JSON.stringify(to)}`);
  return { name: '', address: to };
};
