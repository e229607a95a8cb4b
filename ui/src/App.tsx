import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ADMIN_GUARD_DELAY_MS } from './session/area-guard.js';
import { Loading } from './components/Loading.js';
import { ACCESSIBILITY_PATH } from './components/accessibility-path.js';
import { lazyPage } from './lazyPage.js';
import { AdminLayout } from './pages/admin/AdminLayout.js';
import { CompanyArea } from './pages/company/CompanyArea.js';
import { CoordinatorArea } from './pages/coordinator/CoordinatorArea.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { StudentArea } from './pages/student/StudentArea.js';
import { SignInPage } from './pages/public/SignInPage.js';
import { RoleGuard } from './session/RoleGuard.js';

// The sign-in screen is where most visits start, so it comes with the app; every other screen is
// fetched when first shown (the areas' screens in their own routers).
const SignUpPage = lazyPage(() => import('./pages/public/SignUpPage.js'), 'SignUpPage');
const VerifyEmailPage = lazyPage(() => import('./pages/public/VerifyEmailPage.js'), 'VerifyEmailPage');
const AccessibilityPage = lazyPage(() => import('./pages/public/AccessibilityPage.js'), 'AccessibilityPage');
const AcceptInvitePage = lazyPage(() => import('./pages/public/AcceptInvitePage.js'), 'AcceptInvitePage');
const ForgotPasswordPage = lazyPage(() => import('./pages/public/ForgotPasswordPage.js'), 'ForgotPasswordPage');
const PanelSchedulePage = lazyPage(() => import('./pages/schedule/PanelSchedulePage.js'), 'PanelSchedulePage');
const PanelSchedulesPage = lazyPage(() => import('./pages/schedule/PanelSchedulesPage.js'), 'PanelSchedulesPage');
const AdminDashboardPage = lazyPage(() => import('./pages/admin/AdminDashboardPage.js'), 'AdminDashboardPage');
const CompaniesPage = lazyPage(() => import('./pages/admin/CompaniesPage.js'), 'CompaniesPage');
const StudentsPage = lazyPage(() => import('./pages/admin/StudentsPage.js'), 'StudentsPage');
const CoordinatorsPage = lazyPage(() => import('./pages/admin/CoordinatorsPage.js'), 'CoordinatorsPage');
const CompanySelectPage = lazyPage(() => import('./pages/admin/CompanySelectPage.js'), 'CompanySelectPage');
const AuditLogPage = lazyPage(() => import('./pages/admin/AuditLogPage.js'), 'AuditLogPage');
const InterviewsPage = lazyPage(() => import('./pages/admin/InterviewsPage.js'), 'InterviewsPage');
const ImportPage = lazyPage(() => import('./pages/admin/ImportPage.js'), 'ImportPage');
const StrikesPage = lazyPage(() => import('./pages/admin/StrikesPage.js'), 'StrikesPage');
const FairSettingsPage = lazyPage(() => import('./pages/admin/FairSettingsPage.js'), 'FairSettingsPage');
const FairsPage = lazyPage(() => import('./pages/admin/FairsPage.js'), 'FairsPage');
const AdminMessagesPage = lazyPage(() => import('./pages/messages/AdminMessagesPage.js'), 'AdminMessagesPage');

/** The routes of spec §2: the public screens, one guarded area per role, and the 404 page. */
export function App() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/" element={<SignInPage role="student" />} />
        <Route path="/sign-up" element={<SignUpPage />} />
        <Route path="/admin/sign-in" element={<SignInPage role="admin" />} />
        <Route path="/coordinator/sign-in" element={<SignInPage role="coordinator" />} />
        <Route path="/company/sign-in" element={<SignInPage role="company" />} />
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage role="student" />} />
        <Route path="/admin/forgot-password" element={<ForgotPasswordPage role="admin" />} />
        <Route path="/coordinator/forgot-password" element={<ForgotPasswordPage role="coordinator" />} />
        <Route path="/company/forgot-password" element={<ForgotPasswordPage role="company" />} />
        <Route path="/recruiter/accept" element={<AcceptInvitePage />} />
        <Route path={ACCESSIBILITY_PATH} element={<AccessibilityPage />} />

        <Route path="/admin" element={<RoleGuard role="admin" delayMs={ADMIN_GUARD_DELAY_MS} />}>
          <Route element={<AdminLayout />}>
            <Route index element={<AdminDashboardPage />} />
            <Route path="companies" element={<CompaniesPage />} />
            <Route path="students" element={<StudentsPage />} />
            <Route path="coordinators" element={<CoordinatorsPage />} />
            <Route path="company-select" element={<CompanySelectPage />} />
            <Route path="audit" element={<AuditLogPage />} />
            <Route path="interviews" element={<InterviewsPage />} />
            <Route path="strikes" element={<StrikesPage />} />
            <Route path="fair-settings" element={<FairSettingsPage />} />
            <Route path="fairs" element={<FairsPage />} />
            <Route path="import" element={<ImportPage />} />
            <Route path="companies/:companyId/schedules" element={<PanelSchedulesPage />} />
            <Route path="panels/:panelId/schedule" element={<PanelSchedulePage />} />
            <Route path="messages" element={<AdminMessagesPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>

        <Route path="/coordinator/*" element={<CoordinatorArea />} />
        <Route path="/company/*" element={<CompanyArea />} />
        <Route path="/student/*" element={<StudentArea />} />

        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
