import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { FairEvent, PanelEvent, ProfileEvent, WalkInEvent } from '../domain/fair-event.js';
import type { Panel } from '../domain/panel.js';
import type { AppError } from './errors.js';
import type { EventFeed } from './ports/events.js';
import { useCase } from './task.js';

/** Inside the unit of work that stores a change: tells every app server what changed, in this order (design.md §8). */
export const announce = (events: EventFeed, ...changes: readonly FairEvent[]): TaskEither<AppError, void> =>
  useCase(async () => {
    for (const change of changes) await events.publish(change);
  });

export const panelAdded = (panel: Panel): PanelEvent => ({
  kind: 'panel.added',
  panelId: panel.id,
  companyId: panel.companyId,
});

export const panelHoursSet = (panel: Panel): PanelEvent => ({
  kind: 'panel.hours-set',
  panelId: panel.id,
  companyId: panel.companyId,
});

export const panelRemoved = (panel: Panel): PanelEvent => ({
  kind: 'panel.removed',
  panelId: panel.id,
  companyId: panel.companyId,
});

export const walkInToggled = (companyId: string, open: boolean): WalkInEvent => ({
  kind: open ? 'walk-in.opened' : 'walk-in.closed',
  companyId,
});

/** A student's profile, CV or picture changed. */
export const studentChanged = (id: string): ProfileEvent => ({ kind: 'student.changed', id });

/** A company's account or profile was edited. */
export const companyChanged = (id: string): ProfileEvent => ({ kind: 'company.changed', id });
