/* "You're next" as the student area tells it: the banner's title and text, and the browser's notification. */
import { formatEventTime } from '../../../../domain/event-time.js';

export const YOURE_NEXT_TITLE = "You're next";

/** The call as the live stream tells it (interview.next): the company, the panel and the time. */
interface CalledInterview {
  readonly companyName: string;
  readonly panelName: string;
  readonly time: string | null;
}

/** What the banner and the notification say: where to go, and the time when one was set. */
export const youreNextMessage = ({ companyName, panelName, time }: CalledInterview, timeZone: string): string => {
  const panel = panelName === '' ? '' : ` (${panelName})`;
  const at = time === null ? '' : ` Your time: ${formatEventTime(new Date(time), timeZone)}.`;
  return `You are next at ${companyName}${panel}. Please make your way to the panel now.${at}`;
};

/** The interview a "you're next" named, as it was when the call came. */
export interface Call {
  readonly interviewId: string;
  readonly panelId: string | null;
  readonly message: string;
}

interface ListedInterview {
  readonly _id: string;
  readonly status: string;
  readonly panelID: { readonly _id: string } | null;
}

/**
 * Whether the called interview is still next, by the student's interviews as now listed: still
 * waiting (assigned) in the same panel. Started, finished, a no-show, sent to another panel, or gone:
 * the call is over.
 */
export const stillNext = (call: Call, interviews: readonly ListedInterview[]): boolean => {
  const interview = interviews.find((candidate) => candidate._id === call.interviewId);
  if (interview === undefined || interview.status !== 'assigned') return false;
  return call.panelId === null || interview.panelID?._id === call.panelId;
};

export type BrowserNotifications = NotificationPermission | 'unsupported';

/** Whether this browser may show notifications: granted, denied, not asked yet (default), or unsupported. */
export const browserNotifications = (): BrowserNotifications =>
  typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';

/** Shows a notification only where the student allowed them; browsers that take none by constructor show none. */
export const notifyInBrowser = (title: string, body: string): void => {
  if (browserNotifications() !== 'granted') return;
  try {
    new Notification(title, { body, tag: 'youre-next' });
  } catch {
    // Some mobile browsers show notifications only through a service worker; the banner still shows.
  }
};
