import { AreaLayout } from '../../components/AreaLayout.js';
import type { HeaderLink } from '../../components/AppHeader.js';

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

/** The admin area's shared layout (spec §2). */
export function AdminLayout() {
  return <AreaLayout role="admin" links={ADMIN_LINKS} />;
}
