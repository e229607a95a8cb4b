import { Route, Routes } from 'react-router-dom';
import type { HeaderLink } from '../../components/AppHeader.js';
import { AreaLayout } from '../../components/AreaLayout.js';
import { useIsMobile } from '../../hooks/useIsMobile.js';
import { lazyPage } from '../../lazyPage.js';
import { RoleGuard } from '../../session/RoleGuard.js';
import { NotFoundPage } from '../NotFoundPage.js';
import { YoureNextAlerts } from './YoureNextAlerts.js';
import { StudentAlertBanners } from './StudentAlertBanners.js';
import { MessageAlerts } from '../messages/MessageAlerts.js';

const AccountPage = lazyPage(() => import('./AccountPage.js'), 'AccountPage');
const CompaniesPage = lazyPage(() => import('./CompaniesPage.js'), 'CompaniesPage');
const SelectedCompaniesPage = lazyPage(() => import('./SelectedCompaniesPage.js'), 'SelectedCompaniesPage');
const InterviewsPage = lazyPage(() => import('./InterviewsPage.js'), 'InterviewsPage');
const WalkInPage = lazyPage(() => import('./WalkInPage.js'), 'WalkInPage');
const StudentMessagesPage = lazyPage(() => import('../messages/StudentMessagesPage.js'), 'StudentMessagesPage');

const STUDENT_LINKS: readonly HeaderLink[] = [
  { to: '/student/interviews', label: 'Interviews' },
  { to: '/student/companies', label: 'Companies' },
  { to: '/student', label: 'Account', end: true },
  { to: '/student/walk-in', label: 'Walk-in' },
  { to: '/student/messages', label: 'Messages' },
];

/** The burger menu also offers Selected Companies (spec §2); a wide header reaches it from Companies. */
const MOBILE_LINKS: readonly HeaderLink[] = [
  ...STUDENT_LINKS,
  { to: '/student/selected', label: 'Selected Companies' },
];

/** The student area (spec §2): guarded, with its header links, and its screens below /student. */
export function StudentArea() {
  const mobile = useIsMobile();
  return (
    <Routes>
      <Route element={<RoleGuard role="student" />}>
        <Route
          element={
            <>
              <YoureNextAlerts />
              <StudentAlertBanners />
              <MessageAlerts />
              <AreaLayout role="student" links={mobile ? MOBILE_LINKS : STUDENT_LINKS} />
            </>
          }
        >
          <Route index element={<AccountPage />} />
          <Route path="companies" element={<CompaniesPage />} />
          <Route path="selected" element={<SelectedCompaniesPage />} />
          <Route path="interviews" element={<InterviewsPage />} />
          <Route path="walk-in" element={<WalkInPage />} />
          <Route path="messages" element={<StudentMessagesPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
