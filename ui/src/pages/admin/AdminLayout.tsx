import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useViewedFair } from '../../api/viewed-fair.js';
import { AreaLayout } from '../../components/AreaLayout.js';
import type { HeaderLink } from '../../components/AppHeader.js';
import { pastFairNotice } from './fair-words.js';

const ADMIN_LINKS: readonly HeaderLink[] = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/companies', label: 'Companies' },
  { to: '/admin/students', label: 'Students' },
  { to: '/admin/coordinators', label: 'Coordinators' },
  { to: '/admin/company-select', label: 'Company Select' },
  { to: '/admin/audit', label: 'Audit Log' },
  { to: '/admin/interviews', label: 'Interviews' },
  { to: '/admin/fair-settings', label: 'Fair Settings' },
];

/** While a past fair is open (docs/fairs.md): which one, that it is read-only, and the way back. */
function PastFairBanner() {
  const [fair, open] = useViewedFair();
  if (fair === null) return null;
  return (
    <Alert
      variant="warning"
      role="status"
      className="d-flex flex-wrap align-items-center justify-content-between gap-2"
    >
      <span>{pastFairNotice(fair.name)}</span>
      <Button variant="primary" size="sm" onClick={() => void open(null)}>
        Back to the current fair
      </Button>
    </Alert>
  );
}

/** The admin area's shared layout (spec §2), with the banner of an open past fair. */
export function AdminLayout() {
  return <AreaLayout role="admin" links={ADMIN_LINKS} notice={<PastFairBanner />} />;
}
