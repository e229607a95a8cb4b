import Badge from 'react-bootstrap/Badge';
import type { InterviewStatus } from '../../../domain/interview.js';

const COLOURS: Readonly<Record<InterviewStatus, string>> = {
  selected: 'secondary',
  assigned: 'info',
  ongoing: 'warning',
  finished: 'success',
  'no-show': 'danger',
  cancelled: 'dark',
};

/** An interview's status (spec §4) as a coloured badge. */
export function InterviewStatusBadge({ status }: { readonly status: InterviewStatus }) {
  return (
    <Badge
      bg={COLOURS[status]}
      text={status === 'assigned' || status === 'ongoing' ? 'dark' : undefined}
      className="text-capitalize"
    >
      {status}
    </Badge>
  );
}
