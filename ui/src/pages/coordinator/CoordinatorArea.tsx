import { Route } from 'react-router-dom';
import type { HeaderLink } from '../../components/AppHeader.js';
import { lazyPage } from '../../lazyPage.js';
import { DeskArea } from '../interview-desk/DeskArea.js';

const PanelSchedulePage = lazyPage(() => import('../schedule/PanelSchedulePage.js'), 'PanelSchedulePage');

const CoordinatorDashboardPage = lazyPage(() => import('./CoordinatorDashboardPage.js'), 'CoordinatorDashboardPage');
const InterviewTimesPage = lazyPage(() => import('./InterviewTimesPage.js'), 'InterviewTimesPage');
const OngoingPage = lazyPage(() => import('./OngoingPage.js'), 'OngoingPage');
const WalkInPage = lazyPage(() => import('./WalkInPage.js'), 'WalkInPage');
const StudentsPage = lazyPage(() => import('./StudentsPage.js'), 'StudentsPage');
const CoordinatorMessagesPage = lazyPage(
  () => import('../messages/CoordinatorMessagesPage.js'),
  'CoordinatorMessagesPage',
);

const COORDINATOR_LINKS: readonly HeaderLink[] = [
  { to: '/coordinator', label: 'Dashboard', end: true },
  { to: '/coordinator/interview', label: 'Interviews' },
  { to: '/coordinator/ongoing', label: 'Ongoing' },
  { to: '/coordinator/walk-in', label: 'Walk-in' },
  { to: '/coordinator/students', label: 'Students' },
  { to: '/coordinator/messages', label: 'Messages' },
];

/** The coordinator area (spec §2): guarded, with its header links, and its screens below /coordinator. */
export function CoordinatorArea() {
  return (
    <DeskArea role="coordinator" links={COORDINATOR_LINKS}>
      <Route index element={<CoordinatorDashboardPage />} />
      <Route path="interview" element={<InterviewTimesPage />} />
      <Route path="ongoing" element={<OngoingPage />} />
      <Route path="walk-in" element={<WalkInPage />} />
      <Route path="students" element={<StudentsPage />} />
      <Route path="panels/:panelId/schedule" element={<PanelSchedulePage />} />
      <Route path="messages" element={<CoordinatorMessagesPage />} />
    </DeskArea>
  );
}
