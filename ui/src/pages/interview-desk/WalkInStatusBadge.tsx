import Badge from 'react-bootstrap/Badge';

/** Whether the company takes walk-in interviews now (spec §4). */
export function WalkInStatusBadge({ open }: { readonly open: boolean }) {
  return (
    <Badge bg={open ? 'success' : 'secondary'} className="fs-6 fw-normal">
      Walk-in {open ? 'open' : 'closed'}
    </Badge>
  );
}
