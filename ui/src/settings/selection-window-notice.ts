import { onTheEventClock } from '../../../domain/event-time.js';
import { type SelectionWindowSettings, selectionWindowState } from '../../../domain/fair-settings.js';

/** A countdown as people read it: "2 d 3 h 4 min", "3 h 12 min", "4 min 5 s"; nothing below zero. */
export const formatCountdown = (milliseconds: number): string => {
  const seconds = Math.max(0, Math.floor(milliseconds / 1000));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h ${minutes} min`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return `${minutes} min ${seconds % 60} s`;
};

/** The student's view of the window at an instant: where it stands, what to say, and the instant counted down to. */
export const selectionWindowNotice = (
  settings: SelectionWindowSettings,
  now: Date,
  timeZone: string,
): { readonly text: string; readonly countdownTo: Date | null } | null => {
  const { selectionOpensAt: opensAt, selectionClosesAt: closesAt } = settings;
  const state = selectionWindowState(settings, now);
  if (state === 'not-yet-open' && opensAt !== null) {
    return { text: `Selections open at ${onTheEventClock(opensAt, timeZone)}`, countdownTo: opensAt };
  }
  if (state === 'closed' && closesAt !== null) {
    return { text: `Selections closed at ${onTheEventClock(closesAt, timeZone)}`, countdownTo: null };
  }
  if (closesAt !== null)
    return { text: `Selections close at ${onTheEventClock(closesAt, timeZone)}`, countdownTo: closesAt };
  return null;
};
