import { Route, Routes } from 'react-router-dom';
import { AreaLayout } from '../../components/AreaLayout.js';
import { RoleGuard } from '../../session/RoleGuard.js';
import { NotFoundPage } from '../NotFoundPage.js';

/** The coordinator area (spec §2): guarded, with its header links, and its screens below /coordinator. */
export function CoordinatorArea() {
  return (
    <Routes>
      <Route element={<RoleGuard role="coordinator" />}>
        <Route element={<AreaLayout role="coordinator" links={[]} />}>
          <Route index element={null} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
