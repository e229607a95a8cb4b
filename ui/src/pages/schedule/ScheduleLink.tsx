import { Link } from 'react-router-dom';

/**
 * "Schedule": a link styled as a button to a panel's schedule to hand out, or "Schedules" to a
 * company's list of them; a label naming what it is about begins with the visible text.
 */
export function ScheduleLink({
  to,
  label,
  text = 'Schedule',
}: {
  readonly to: string;
  readonly label?: string;
  readonly text?: string;
}) {
  return (
    <Link to={to} className="btn btn-outline-secondary align-self-center" aria-label={label}>
      {text}
    </Link>
  );
}
