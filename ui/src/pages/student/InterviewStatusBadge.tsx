import Badge from 'react-bootstrap/Badge';
import type { InterviewStatus } from '../../../../domain/interview.js';

const BADGE: Readonly<Record<InterviewStatus, { readonly bg: string; readonly text: string }>> = {
  selected: { bg: 'secondary-subtle', text: 'secondary-emphasis' },
  assigned: { bg: 'primary-subtle', text: 'primary-emphasis' },
  ongoing: { bg: 'success', text: 'white' },
  finished: { bg: 'light', text: 'dark' },
};

/** An interview's status (spec §4) as a small badge. */
export function InterviewStatusBadge({ status }: { readonly status: InterviewStatus }) {
  const look = BADGE[status];
  return (
    <Badge bg={look.bg} text={look.text} className="text-capitalize border">
      {status}
    </Badge>
  );
}
