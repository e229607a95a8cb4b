/** Whether the browser says it is offline, and the texts shown for what that means. */

export const OFFLINE_WRITE_MESSAGE = 'You are offline: this change was not sent. Try again when you are back online.';
export const NETWORK_WRITE_MESSAGE =
  'The network failed: this change may not have been sent. Check it once you are back online.';

/** True only when the browser knows it has no network (navigator.onLine false); unknown counts as online. */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
