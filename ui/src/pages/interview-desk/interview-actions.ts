/* The buttons that move an interview along (spec §4), each naming a move of domain/interview.ts's state machine. */
import { formatEventTime } from '../../../../domain/event-time.js';
import type { InterviewStatus } from '../../../../domain/interview.js';

export const INTERVIEW_ACTIONS = [
  { label: 'Make Ongoing', from: 'assigned', to: 'ongoing' },
  { label: 'Mark No-Show', from: 'assigned', to: 'no-show' },
  { label: 'Mark As Done', from: 'ongoing', to: 'finished' },
  { label: 'Back to queue', from: 'finished', to: 'assigned' },
  { label: 'Back to queue', from: 'no-show', to: 'assigned' },
] as const satisfies ReadonlyArray<{ label: string; from: InterviewStatus; to: InterviewStatus }>;
export type InterviewAction = (typeof INTERVIEW_ACTIONS)[number];

export const actionsFor = (status: InterviewStatus): InterviewAction[] =>
  INTERVIEW_ACTIONS.filter((action) => action.from === status);

/** What the dialog asking before a move says: its title, its question and its confirming button. */
export interface MoveConfirmation {
  readonly title: string;
  readonly question: string;
  readonly confirm: string;
}

/**
 * The question asked before a move, or null when the move is made at once. Make Ongoing for a
 * student nobody checked in at the desk is confirmed first: they may not be here. Mark No-Show is
 * always confirmed, and more sharply for a student the desk checked in: they were here.
 */
export const confirmationFor = (
  action: InterviewAction,
  interview: { readonly checkedInAt: string | null },
  name: string,
  zone: string,
): MoveConfirmation | null => {
  if (action.to === 'ongoing') {
    return interview.checkedInAt === null
      ? {
          title: `${name} has not checked in`,
          question: `Nobody has checked ${name} in at the desk yet. Start the interview anyway?`,
          confirm: action.label,
        }
      : null;
  }
  if (action.to === 'no-show') {
    return interview.checkedInAt === null
      ? {
          title: `Mark ${name} as a no-show?`,
          question: `${name} has not checked in. Mark them as a no-show? Their time is freed for the panel.`,
          confirm: action.label,
        }
      : {
          title: `${name} is checked in`,
          question: `${name} checked in at ${formatEventTime(new Date(interview.checkedInAt), zone)}. Mark them as a no-show anyway?`,
          confirm: action.label,
        };
  }
  return null;
};
