import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { HeaderLink } from '../../components/AppHeader.js';
import { AreaLayout } from '../../components/AreaLayout.js';
import { DeskSync } from '../../offline/DeskSync.js';
import { RoleGuard } from '../../session/RoleGuard.js';
import { NotFoundPage } from '../NotFoundPage.js';
import { ConfirmMoveHost } from './ConfirmMoveDialog.js';
import { StudentProfileDialogHost } from './StudentProfileDialog.js';

/**
 * An interview-desk area (company, coordinator): guarded, with the student profile dialog, the
 * question asked before a move and the offline desk sync around its header links, its screens
 * (`children`, as routes) and a not-found page.
 */
export function DeskArea({
  role,
  links,
  children,
}: {
  readonly role: 'company' | 'coordinator';
  readonly links: readonly HeaderLink[];
  readonly children: ReactNode;
}) {
  return (
    <Routes>
      <Route element={<RoleGuard role={role} />}>
        <Route
          element={
            <StudentProfileDialogHost>
              <ConfirmMoveHost>
                <DeskSync />
                <AreaLayout role={role} links={links} />
              </ConfirmMoveHost>
            </StudentProfileDialogHost>
          }
        >
          {children}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
