import { Route } from 'react-router-dom';
import type { HeaderLink } from '../../components/AppHeader.js';
import { lazyPage } from '../../lazyPage.js';
import { DeskArea } from '../interview-desk/DeskArea.js';

const PanelSchedulePage = lazyPage(() => import('../schedule/PanelSchedulePage.js'), 'PanelSchedulePage');

const CurrentInterviewsPage = lazyPage(() => import('./CurrentInterviewsPage.js'), 'CurrentInterviewsPage');
const IntervieweesPage = lazyPage(() => import('./IntervieweesPage.js'), 'IntervieweesPage');
const WalkInInterviewsPage = lazyPage(() => import('./WalkInInterviewsPage.js'), 'WalkInInterviewsPage');
const AccountPage = lazyPage(() => import('./AccountPage.js'), 'AccountPage');

const COMPANY_LINKS: readonly HeaderLink[] = [
  { to: '/company', label: 'Dashboard', end: true },
  { to: '/company/students', label: 'Students' },
  { to: '/company/walk-in-interviews', label: 'Walk-in Interviews' },
  { to: '/company/account', label: 'Account' },
];

/**
 * The company area (spec §2): guarded, with its header links, and its screens below /company.
 * Logout is in the account menu at the header's end, as in every area.
 */
export function CompanyArea() {
  return (
    <DeskArea role="company" links={COMPANY_LINKS}>
      <Route index element={<CurrentInterviewsPage />} />
      <Route path="students" element={<IntervieweesPage />} />
      <Route path="walk-in-interviews" element={<WalkInInterviewsPage />} />
      <Route path="account" element={<AccountPage />} />
      <Route path="panels/:panelId/schedule" element={<PanelSchedulePage />} />
    </DeskArea>
  );
}
