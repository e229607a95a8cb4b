import { Route, Routes } from 'react-router-dom';
import { AreaLayout } from '../../components/AreaLayout.js';
import { RoleGuard } from '../../session/RoleGuard.js';
import { NotFoundPage } from '../NotFoundPage.js';

/** The company area (spec §2): guarded, with its header links, and its screens below /company. */
export function CompanyArea() {
  return (
    <Routes>
      <Route element={<RoleGuard role="company" />}>
        <Route element={<AreaLayout role="company" links={[]} />}>
          <Route index element={null} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
