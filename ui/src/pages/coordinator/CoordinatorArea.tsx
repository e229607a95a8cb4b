import { Route, Routes } from 'react-router-dom';
import type { HeaderLink } from '../../components/AppHeader.js';
import { AreaLayout } from '../../components/AreaLayout.js';
import { RoleGuard } from '../../session/RoleGuard.js';
import { NotFoundPage } from '../NotFoundPage.js';
import { CoordinatorDashboardPage } from './CoordinatorDashboardPage.js';
import { InterviewTimesPage } from './InterviewTimesPage.js';
import { OngoingPage } from './OngoingPage.js';
import { WalkInPage } from './WalkInPage.js';

const COORDINATOR_LINKS: readonly HeaderLink[] = [
  { to: '/coordinator', label: 'Dashboard', end: true },
  { to: '/coordinator/interview', label: 'Interviews' },
  { to: '/coordinator/ongoing', label: 'Ongoing' },
  { to: '/coordinator/walk-in', label: 'Walk-In' },
];

/** The coordinator area (spec §2): guarded, with its header links, and its screens below /coordinator. */
export function CoordinatorArea() {
  return (
    <Routes>
      <Route element={<RoleGuard role="coordinator" />}>
        <Route element={<AreaLayout role="coordinator" links={COORDINATOR_LINKS} />}>
          <Route index element={<CoordinatorDashboardPage />} />
          <Route path="interview" element={<InterviewTimesPage />} />
          <Route path="ongoing" element={<OngoingPage />} />
          <Route path="walk-in" element={<WalkInPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
