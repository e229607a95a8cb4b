/*
 * Scheduling in bulk, the planner: every interview still without a
 * panel or a time is given both at once. The panel is the one the student chose where the company
 * has a panel of that name, else the panel holding the fewest interviews (the first made on a tie);
 * the time is the panel's next free time in its hours on the fair's days at the interview length plus
 * the buffer, never clashing with the student's other interviews (nextFreeTimeInHours, the clash
 * rule of domain/interview-schedule.ts). An interview that already has a time keeps it. The plan
 * is pure: it is a preview, and nothing is written until it is applied.
 */
import { type DayHours, hoursWindows, nextFreeTimeInHours, panelDays } from './fair-days.js';
import type { Interview } from './interview.js';
import type { ScheduleRules } from './interview-schedule.js';
import type { Panel } from './panel.js';

/** An interview to schedule, with the panel name the student chose for it (null: none). */
export interface ScheduleRequest {
  readonly interview: Interview;
  readonly chosenPanel: string | null;
}

export interface PlannedSlot {
  readonly interviewId: string;
  readonly studentId: string;
  readonly companyId: string;
  readonly panelId: string;
  readonly time: Date;
}

export interface UnplacedInterview {
  readonly interviewId: string;
  readonly reason: string;
}

export interface SchedulePlan {
  readonly planned: readonly PlannedSlot[];
  readonly unplaced: readonly UnplacedInterview[];
}

export const BULK_SCHEDULE_MESSAGES = {
  noPanel: 'The company has no panel yet',
  noFreeTime: "No free time is left in the panel's hours on the fair's days",
} as const;

export interface ScheduleInput {
  /** The interviews to schedule, in the order they are served (queue order). */
  readonly requests: readonly ScheduleRequest[];
  /** The panels of the companies concerned, oldest first. */
  readonly panels: readonly Panel[];
  /** Every other interview of the students and panels concerned, as stored. */
  readonly existing: readonly Interview[];
  readonly fairDays: readonly DayHours[];
  readonly rules: ScheduleRules;
  readonly timeZone: string;
  /** No time is planned before this instant. */
  readonly from: Date;
}

/** Is this interview one bulk scheduling takes: still waiting (selected or assigned), without a panel or a time. */
export const needsScheduling = (interview: Interview): boolean =>
  (interview.status === 'selected' || interview.status === 'assigned') &&
  (interview.panelId === null || interview.time === null);

const pushTo = <K, V>(map: Map<K, V[]>, key: K, value: V): void => {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
};

/** The plan for the requests, each in turn, every planned time counting for the ones after it. */
export const planSchedule = (input: ScheduleInput): SchedulePlan => {
  const byStudent = new Map<string, Interview[]>();
  const byPanel = new Map<string, Interview[]>();
  const requested = new Set(input.requests.map((request) => request.interview.id));
  for (const interview of input.existing) {
    if (requested.has(interview.id)) continue;
    pushTo(byStudent, interview.studentId, interview);
    if (interview.panelId !== null) pushTo(byPanel, interview.panelId, interview);
  }
  const panelsOf = new Map<string, Panel[]>();
  for (const panel of input.panels) pushTo(panelsOf, panel.companyId, panel);
  const load = (panel: Panel) => byPanel.get(panel.id)?.length ?? 0;

  const planned: PlannedSlot[] = [];
  const unplaced: UnplacedInterview[] = [];
  for (const { interview, chosenPanel } of input.requests) {
    const panels = panelsOf.get(interview.companyId) ?? [];
    const panel =
      panels.find((each) => each.id === interview.panelId) ??
      panels.find((each) => chosenPanel !== null && each.panelName === chosenPanel) ??
      panels.reduce<Panel | undefined>(
        (least, each) => (least === undefined || load(each) < load(least) ? each : least),
        undefined,
      );
    if (panel === undefined) {
      unplaced.push({ interviewId: interview.id, reason: BULK_SCHEDULE_MESSAGES.noPanel });
      continue;
    }
    const onPanel = { ...interview, panelId: panel.id };
    const windows = hoursWindows(panelDays(input.fairDays, panel.hours), input.timeZone);
    const others = [...(byStudent.get(interview.studentId) ?? []), ...(byPanel.get(panel.id) ?? [])];
    const time =
      interview.time ??
      (windows.length === 0 ? null : nextFreeTimeInHours(onPanel, input.from, others, input.rules, windows));
    if (time === null) {
      unplaced.push({ interviewId: interview.id, reason: BULK_SCHEDULE_MESSAGES.noFreeTime });
      continue;
    }
    const slot = { ...onPanel, time };
    pushTo(byStudent, slot.studentId, slot);
    pushTo(byPanel, panel.id, slot);
    planned.push({
      interviewId: interview.id,
      studentId: interview.studentId,
      companyId: interview.companyId,
      panelId: panel.id,
      time,
    });
  }
  return { planned, unplaced };
};

/**
 * A short fingerprint of what a plan was made from: the interviews (each one's panel, time and
 * state), the interview length and buffer, and the fair's days. A plan applied after any of them
 * changed is refused, since its times may clash or fall outside the hours now.
 */
export const scheduleFingerprint = (
  interviews: readonly Interview[],
  rules: ScheduleRules,
  fairDays: readonly DayHours[],
): string => {
  const settings = [
    `${rules.interviewMinutes}+${rules.bufferMinutes}`,
    ...fairDays.map((day) => `${day.date} ${day.opens}-${day.closes}`),
  ].join(',');
  const text = [
    settings,
    ...interviews
      .map((each) => `${each.id}:${each.panelId ?? '-'}:${each.time?.getTime() ?? '-'}:${each.status}`)
      .sort(),
  ].join('|');
  // FNV-1a, 32 bits, twice with different offsets: short, stable, and enough to notice a change.
  const fnv = (offset: number) => {
    let hash = offset;
    for (let index = 0; index < text.length; index++) {
      hash ^= text.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash.toString(16).padStart(8, '0');
  };
  return `${fnv(0x811c9dc5)}${fnv(0x01000193)}`;
};
