import { Route, Routes } from 'react-router-dom';
import { AreaLayout } from '../../components/AreaLayout.js';
import { RoleGuard } from '../../session/RoleGuard.js';
import { NotFoundPage } from '../NotFoundPage.js';

/** The student area (spec §2): guarded, with its header links, and its screens below /student. */
export function StudentArea() {
  return (
    <Routes>
      <Route element={<RoleGuard role="student" />}>
        <Route element={<AreaLayout role="student" links={[]} />}>
          <Route index element={null} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
