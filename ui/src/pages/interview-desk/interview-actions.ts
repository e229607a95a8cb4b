/* The buttons that move an interview along (spec §4), each naming a move of domain/interview.ts's state machine. */
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

/** Make Ongoing for a student nobody checked in at the desk is confirmed first: they may not be here. */
export const needsConfirmation = (
  action: InterviewAction,
  interview: { readonly checkedInAt: string | null },
): boolean => action.to === 'ongoing' && interview.checkedInAt === null;
