import { Link } from 'react-router-dom';

/** "Schedule": a link styled as a button to a panel's schedule to hand out (or a company's list of them). */
export function ScheduleLink({ to, label }: { readonly to: string; readonly label?: string }) {
  return (
    <Link to={to} className="btn btn-outline-secondary align-self-center" aria-label={label}>
      Schedule
    </Link>
  );
}
