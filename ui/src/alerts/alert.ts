/* The alert banner (spec §2, §8): its kinds and titles, the message of a failed call, and how long it stays. */
import { DEFAULT_ALERT_TITLE, ERROR_TITLE, SUCCESS_TITLE, UNKNOWN_ERROR } from '../../../domain/messages.js';

export const ALERT_AUTO_CLOSE_MS = 5000;

export const ALERT_KINDS = ['error', 'success', 'info'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The title each kind shows when the caller gives none. */
export const ALERT_TITLES: Readonly<Record<AlertKind, string>> = {
  error: ERROR_TITLE,
  success: SUCCESS_TITLE,
  info: DEFAULT_ALERT_TITLE,
};

const given = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/** A failed call shows the server's message, else the client's error text, else "Unknown Error". */
export const failureMessage = (serverMessage?: string | null, clientError?: string | null): string =>
  given(serverMessage) ? serverMessage : given(clientError) ? clientError : UNKNOWN_ERROR;
