/** Whether the browser says it is offline, and the texts shown for what that means. */

export const OFFLINE_WRITE_MESSAGE = 'You are offline: this change was not sent. Try again when you are back online.';
export const NETWORK_WRITE_MESSAGE =
  "Can't reach the portal. Check your connection: this change may not have been saved.";

/** True only when the browser knows it has no network (navigator.onLine false); unknown counts as online. */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
