/*
 * A coordinator's interview panels. The spec's message: "Please input Panel name". Ours, for the
 * rule that a panel with students cannot be deleted (spec §2): "A panel with students cannot be deleted".
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Either } from 'fp-ts/lib/Either.js';
import type { DayHours } from './fair-days.js';
import { checkField, required, validated, type Validated } from './validation.js';

/** An interview panel run by a company's coordinator. */
export interface Panel {
  readonly id: string;
  readonly panelName: string;
  readonly companyId: string;
  readonly createdAt: Date;
  /** The days on which the panel keeps other hours than the fair's (domain/fair-days.ts); none when absent. */
  readonly hours?: readonly DayHours[];
  /** Set while a coordinator has paused the panel; absent or null while it runs. */
  readonly pause?: PanelPause | null;
}

/** Why a panel stopped, since when, and when it is expected back (docs/fair-operations.md, "Paused panels"). */
export interface PanelPause {
  readonly reason: string;
  readonly since: Date;
  readonly backAt: Date;
}

/** The longest reason a pause keeps. */
export const PAUSE_REASON_MAX_LENGTH = 200;

export const PANEL_MESSAGES = {
  nameRequired: 'Please input Panel name',
  hasStudents: 'A panel with students cannot be deleted',
  pauseReasonRequired: 'Please say why the panel pauses, such as "Lunch break"',
  pauseReasonTooLong: `A reason for a pause is at most ${String(PAUSE_REASON_MAX_LENGTH)} characters`,
  backAtInvalid: 'Please give the time the panel is expected back',
  backAtPast: 'The time the panel is expected back must be later than now',
  alreadyPaused: (panelName: string) => `${panelName} is already paused: resume it before pausing it again`,
  notPaused: (panelName: string) => `${panelName} is not paused`,
} as const;

export const validateAddPanel = (form: { readonly panelName: string }): Validated<{ readonly panelName: string }> =>
  validated([checkField('panelName', form.panelName, [required(PANEL_MESSAGES.nameRequired)])], () => ({
    panelName: form.panelName.trim(),
  }));

/** A panel can be deleted only while no interview is assigned to it. */
export const canDeletePanel = (interviewsOnPanel: number): boolean => interviewsOnPanel === 0;

/** Whether the panel is paused at `now`: a coordinator paused it by then and has not resumed it yet. */
export const isPaused = (panel: Pick<Panel, 'pause'>, now: Date): boolean =>
  panel.pause != null && panel.pause.since.getTime() <= now.getTime();

/** Why a pause or a resumption is refused: a field of the form, or the panel's own state. */
export interface PauseRefusal {
  readonly field: 'reason' | 'backAt' | 'panel';
  readonly message: string;
}

/**
 * Pauses a running panel at `now`, with a reason (trimmed, 1 to 200 characters) and the time it is
 * expected back (later than now); says why not otherwise.
 */
export const pausePanel = (
  panel: Panel,
  form: { readonly reason: string; readonly backAt: Date },
  now: Date,
): Either<PauseRefusal, Panel> => {
  const refused = (field: PauseRefusal['field'], message: string) => E.left({ field, message });
  if (isPaused(panel, now)) return refused('panel', PANEL_MESSAGES.alreadyPaused(panel.panelName));
  const reason = form.reason.trim();
  if (reason === '') return refused('reason', PANEL_MESSAGES.pauseReasonRequired);
  if (reason.length > PAUSE_REASON_MAX_LENGTH) return refused('reason', PANEL_MESSAGES.pauseReasonTooLong);
  if (Number.isNaN(form.backAt.getTime())) return refused('backAt', PANEL_MESSAGES.backAtInvalid);
  if (form.backAt.getTime() <= now.getTime()) return refused('backAt', PANEL_MESSAGES.backAtPast);
  return E.right({ ...panel, pause: { reason, since: now, backAt: form.backAt } });
};

/** Resumes a paused panel, or says it is not paused. */
export const resumePanel = (panel: Panel, now: Date): Either<PauseRefusal, Panel> =>
  isPaused(panel, now)
    ? E.right({ ...panel, pause: null })
    : E.left({ field: 'panel', message: PANEL_MESSAGES.notPaused(panel.panelName) });
