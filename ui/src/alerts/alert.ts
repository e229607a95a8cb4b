/* The alert banner (spec §2, §8): its kinds and titles, the message of a failed call, and how long it stays. */
import { DEFAULT_ALERT_TITLE, ERROR_TITLE, SUCCESS_TITLE, UNKNOWN_ERROR } from '../screen-texts.js';

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

/** At most this many alerts are on screen at once; the oldest go first. */
export const MAX_SHOWN_ALERTS = 3;

/** An alert on screen. `action` names what it reports the outcome of (e.g. "set-time"), when it does. */
export interface ShownAlert {
  readonly id: number;
  readonly kind: AlertKind;
  readonly title: string | undefined;
  readonly message: string;
  readonly action: string | undefined;
  /** Info alerts can offer "Resend Email". */
  readonly onResend: (() => void) | undefined;
}

/**
 * The alerts on screen once `next` arrives: it replaces the earlier outcome of the same action (a
 * refusal takes the place of the "Success!" before it) and any alert saying the same thing, and the
 * oldest go past MAX_SHOWN_ALERTS.
 */
export const withAlert = (shown: readonly ShownAlert[], next: ShownAlert): readonly ShownAlert[] =>
  [
    ...shown.filter(
      (alert) =>
        !(next.action !== undefined && alert.action === next.action) &&
        !(alert.kind === next.kind && alert.message === next.message),
    ),
    next,
  ].slice(-MAX_SHOWN_ALERTS);

/** The alerts on screen once the outcome of `action` is taken away (the action is tried again). */
export const withoutAction = (shown: readonly ShownAlert[], action: string): readonly ShownAlert[] =>
  shown.filter((alert) => alert.action !== action);
