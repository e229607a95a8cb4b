import { formatEventTime } from '../../../domain/event-time.js';
import type { PanelPauseJson } from '../api/types.js';

/** A wait as a student reads it: "any moment now", "about 25 min", "about 1 h 20 min". */
export function waitText(minutes: number): string {
  if (minutes < 1) return 'any moment now';
  if (minutes < 60) return `about ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `about ${hours} h` : `about ${hours} h ${rest} min`;
}

/** "Place 3 of 7": where a waiting student stands in a panel's queue, 1 being next. */
export function placeText(place: number, of: number): string {
  return `Place ${place} of ${of}`;
}

/** Why a panel is paused and when it is expected back, on the fair's clock: "Lunch break · back about 13:30". */
export function pauseText(pause: PanelPauseJson, zone: string): string {
  return `${pause.reason} · back about ${formatEventTime(new Date(pause.backAt), zone)}`;
}
