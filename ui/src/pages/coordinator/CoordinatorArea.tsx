import { Route, Routes } from 'react-router-dom';
import type { HeaderLink } from '../../components/AppHeader.js';
import { AreaLayout } from '../../components/AreaLayout.js';
import { lazyPage } from '../../lazyPage.js';
import { DeskSync } from '../../offline/DeskSync.js';
import { RoleGuard } from '../../session/RoleGuard.js';
import { NotFoundPage } from '../NotFoundPage.js';
import { StudentProfileDialogHost } from '../interview-desk/StudentProfileDialog.js';

const CoordinatorDashboardPage = lazyPage(() => import('./CoordinatorDashboardPage.js'), 'CoordinatorDashboardPage');
const InterviewTimesPage = lazyPage(() => import('./InterviewTimesPage.js'), 'InterviewTimesPage');
const OngoingPage = lazyPage(() => import('./OngoingPage.js'), 'OngoingPage');
const WalkInPage = lazyPage(() => import('./WalkInPage.js'), 'WalkInPage');
const StudentsPage = lazyPage(() => import('./StudentsPage.js'), 'StudentsPage');

const COORDINATOR_LINKS: readonly HeaderLink[] = [
  { to: '/coordinator', label: 'Dashboard', end: true },
  { to: '/coordinator/interview', label: 'Interviews' },
  { to: '/coordinator/ongoing', label: 'Ongoing' },
  { to: '/coordinator/walk-in', label: 'Walk-in' },
  { to: '/coordinator/students', label: 'Students' },
];

/** The coordinator area (spec §2): guarded, with its header links, and its screens below /coordinator. */
export function CoordinatorArea() {
  return (
    <Routes>
      <Route element={<RoleGuard role="coordinator" />}>
        <Route
          element={
            <StudentProfileDialogHost>
              <DeskSync />
              <AreaLayout role="coordinator" links={COORDINATOR_LINKS} />
            </StudentProfileDialogHost>
          }
        >
          <Route index element={<CoordinatorDashboardPage />} />
          <Route path="interview" element={<InterviewTimesPage />} />
          <Route path="ongoing" element={<OngoingPage />} />
          <Route path="walk-in" element={<WalkInPage />} />
          <Route path="students" element={<StudentsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
