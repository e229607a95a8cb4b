/* The buttons that move an interview along (spec §4), each naming a move of domain/interview.ts's state machine. */
import type { InterviewStatus } from '../../../../domain/interview.js';

export const INTERVIEW_ACTIONS = [
  { label: 'Make Ongoing', from: 'assigned', to: 'ongoing' },
  { label: 'Mark As Done', from: 'ongoing', to: 'finished' },
  { label: 'Back to queue', from: 'finished', to: 'assigned' },
] as const satisfies ReadonlyArray<{ label: string; from: InterviewStatus; to: InterviewStatus }>;
export type InterviewAction = (typeof INTERVIEW_ACTIONS)[number];

export const actionsFor = (status: InterviewStatus): InterviewAction[] =>
  INTERVIEW_ACTIONS.filter((action) => action.from === status);
