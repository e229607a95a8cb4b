import Button from 'react-bootstrap/Button';
import { mayCancel, type InterviewStatus } from '../../../domain/interview.js';
import type { EndInterviewQuestion } from './EndInterviewButton.js';

/** The interview a coordinator or an admin is about to cancel, as the question names it. */
export interface CancelTarget {
  readonly interviewId: string;
  readonly studentName: string;
  readonly companyName: string;
}

/**
 * "Cancel interview", a coordinator's or an administrator's, on an interview that has not started
 * (selected or assigned); nothing for any other. It only asks: the list holding it shows the
 * question (cancelQuestion in an EndInterviewDialog), so the question outlives a row turning into a card.
 */
export function CancelInterviewButton({
  status,
  target,
  onAsk,
}: {
  readonly status: InterviewStatus;
  readonly target: CancelTarget;
  readonly onAsk: (target: CancelTarget) => void;
}) {
  if (!mayCancel(status)) return null;
  return (
    <Button
      variant="outline-danger"
      size="sm"
      aria-label={`Cancel interview of ${target.studentName}`}
      onClick={() => onAsk(target)}
    >
      Cancel interview
    </Button>
  );
}

/** The question before cancelling this interview, sending it with `cancel`. */
export const cancelQuestion = (
  target: CancelTarget,
  cancel: (interviewId: string, reason: string | null) => Promise<string>,
): EndInterviewQuestion => ({
  title: `Cancel the interview of ${target.studentName}?`,
  confirmLabel: 'Cancel interview',
  explanation: `The interview of ${target.studentName} with ${target.companyName} will be cancelled: the student sees it at once, and the place goes to the next student on the reserve list. This cannot be undone.`,
  end: (reason) => cancel(target.interviewId, reason),
});
