import type { NotificationRepository } from '../ports/persistence.js';
import type { Clock } from '../ports/system.js';

/**
 * Of these things to tell, in order, each that this server is first to claim under its key: the
 * claim is recorded in the store as it is handed out, so whichever app server claims a key tells
 * it, once. Keys claimed already are passed over without a claim.
 */
export async function* claimedFirst<T>(
  notifications: NotificationRepository,
  clock: Clock,
  items: readonly T[],
  keyOf: (item: T) => string,
): AsyncGenerator<T> {
  const claimed = await notifications.claimedAmong(items.map(keyOf));
  for (const item of items) {
    if (!claimed.has(keyOf(item)) && (await notifications.claim(keyOf(item), clock.now()))) yield item;
  }
}
