import { Suspense, useState, type ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import { Outlet, useNavigate } from 'react-router-dom';
import { ROLE_SIGN_IN_PATHS, type Role } from '../../../domain/role.js';
import { ROLE_HOME_PATHS } from '../session/role-pages.js';
import { changeOwnPassword, hasMenuPasswordChange } from '../session/api.js';
import { useSession } from '../session/SessionContext.js';
import { AppHeader, type HeaderLink } from './AppHeader.js';
import { AlertRegion } from './AlertsProvider.js';
import { ChangePasswordModal } from './ChangePasswordModal.js';
import { ConfirmDeleteHost } from './DeleteButton.js';
import { Loading } from './Loading.js';
import { OfflineBanner } from './OfflineBanner.js';

/**
 * A signed-in area: its header and links above the current screen (the loading state while its code
 * arrives), with the "Confirm Delete?" of its Delete buttons held above it; an administrator's and a
 * coordinator's Change Password opens from the account menu; `notice` stands at the top of every screen.
 */
export function AreaLayout({
  role,
  links,
  notice,
}: {
  readonly role: Role;
  readonly links: readonly HeaderLink[];
  readonly notice?: ReactNode;
}) {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const [changingPassword, setChangingPassword] = useState(false);
  if (!user) return null;
  const signOut = () => {
    logout();
    navigate(ROLE_SIGN_IN_PATHS[role], { replace: true });
  };
  return (
    <div className="min-vh-100 d-flex flex-column bg-body-tertiary">
      <AppHeader
        home={ROLE_HOME_PATHS[role]}
        links={links}
        user={user}
        onLogout={signOut}
        onChangePassword={hasMenuPasswordChange(role) ? () => setChangingPassword(true) : undefined}
      />
      {hasMenuPasswordChange(role) && (
        <ChangePasswordModal
          role={role}
          change={(password, confirmpassword) => changeOwnPassword(role, password, confirmpassword)}
          show={changingPassword}
          onHide={() => setChangingPassword(false)}
        />
      )}
      <OfflineBanner />
      <main className="flex-grow-1">
        <Container className="py-4">
          {notice}
          <AlertRegion />
          <ConfirmDeleteHost>
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </ConfirmDeleteHost>
        </Container>
      </main>
    </div>
  );
}
