import { Route, Routes } from 'react-router-dom';
import { ADMIN_GUARD_DELAY_MS } from '../../domain/area-guard.js';
import { AdminDashboardPage } from './pages/admin/AdminDashboardPage.js';
import { AdminLayout } from './pages/admin/AdminLayout.js';
import { CompaniesPage } from './pages/admin/CompaniesPage.js';
import { CompanySelectPage } from './pages/admin/CompanySelectPage.js';
import { CoordinatorsPage } from './pages/admin/CoordinatorsPage.js';
import { StudentsPage } from './pages/admin/StudentsPage.js';
import { CompanyArea } from './pages/company/CompanyArea.js';
import { CoordinatorArea } from './pages/coordinator/CoordinatorArea.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { StudentArea } from './pages/student/StudentArea.js';
import { ForgotPasswordPage } from './pages/public/ForgotPasswordPage.js';
import { SignInPage } from './pages/public/SignInPage.js';
import { SignUpPage } from './pages/public/SignUpPage.js';
import { VerifyEmailPage } from './pages/public/VerifyEmailPage.js';
import { RoleGuard } from './session/RoleGuard.js';

/** The routes of spec §2: the public screens, one guarded area per role, and the 404 page. */
export function App() {
  return (
    <Routes>
      <Route path="/" element={<SignInPage role="student" />} />
      <Route path="/sign-up" element={<SignUpPage />} />
      <Route path="/admin/sign-in" element={<SignInPage role="admin" />} />
      <Route path="/coordinator/sign-in" element={<SignInPage role="coordinator" />} />
      <Route path="/company/sign-in" element={<SignInPage role="company" />} />
      <Route path="/verify-email" element={<VerifyEmailPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />

      <Route path="/admin" element={<RoleGuard role="admin" delayMs={ADMIN_GUARD_DELAY_MS} />}>
        <Route element={<AdminLayout />}>
          <Route index element={<AdminDashboardPage />} />
          <Route path="companies" element={<CompaniesPage />} />
          <Route path="students" element={<StudentsPage />} />
          <Route path="coordinators" element={<CoordinatorsPage />} />
          <Route path="company-select" element={<CompanySelectPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>

      <Route path="/coordinator/*" element={<CoordinatorArea />} />
      <Route path="/company/*" element={<CompanyArea />} />
      <Route path="/student/*" element={<StudentArea />} />

      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
