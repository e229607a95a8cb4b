import type { Rule } from './validation.js';

/*
 * An e-mail address is one mailbox: a local part of letters, digits and the few symbols an address
 * may carry without quoting (RFC 5322's dot-atom: no spaces, commas, semicolons, angle brackets,
 * quotes, brackets or a second @), an @, and a domain name with a dot. What a mail program would
 * read as a list of addresses (`a@x.test,b@y.test`, `a@x.test;b@y.test`) or as a named mailbox
 * hiding another (`<a@x.test>@y.test`) is none. The spec's looser rule (non-space, @, non-space)
 * let a second mailbox through on every form that takes an address.
 */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`);
const DOMAIN_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const LONGEST_LOCAL_PART = 64;
const LONGEST_ADDRESS = 254;

/** Characters that only ever separate or wrap addresses: an address holding one is a list or a disguise. */
const SEPARATORS = /[,;<>]/;

export const EMAIL_MESSAGES = {
  invalid: 'Invalid email',
  /** Our wording: a list of addresses, or one hiding a second mailbox. */
  notOneMailbox: 'Enter one e-mail address only',
  /** Our wording: the spec makes e-mail required on these forms without giving a message. */
  required: 'Email is required',
} as const;

/** True for a domain name such as uni.example.org (letters, digits and hyphens, with a dot), case ignored. */
export const isDomainName = (value: string): boolean => DOMAIN_NAME.test(value);

/** True when the value, as given (no spaces around it), is exactly one mailbox. */
export const isMailbox = (value: string): boolean => {
  if (value.length > LONGEST_ADDRESS) return false;
  const at = value.indexOf('@');
  if (at < 0 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  return local.length <= LONGEST_LOCAL_PART && LOCAL_PART.test(local) && isDomainName(value.slice(at + 1));
};

/** True when the value, spaces around it ignored, is exactly one mailbox. */
export const isEmail = (value: string): boolean => isMailbox(value.trim());

/** The domain of an address that is one mailbox, in lower case; null for anything else. */
export const emailDomain = (value: string): string | null => {
  const address = value.trim();
  return isMailbox(address) ? address.slice(address.indexOf('@') + 1).toLowerCase() : null;
};

/** E-mail addresses are compared and stored trimmed and in lower case, so one person has one account. */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

export const emailFormat: Rule<string> = (value) => {
  if (isEmail(value)) return null;
  const address = value.trim();
  const severalMailboxes = SEPARATORS.test(address) || address.indexOf('@') !== address.lastIndexOf('@');
  return severalMailboxes ? EMAIL_MESSAGES.notOneMailbox : EMAIL_MESSAGES.invalid;
};
