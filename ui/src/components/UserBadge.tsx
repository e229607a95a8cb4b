import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router-dom';
import type { SessionUser } from '../api/types.js';
import { ACCESSIBILITY_PATH } from './accessibility-path.js';
import { Avatar } from './Avatar.js';
import { ProfilePicture } from './ProfilePicture.js';

/** "Admin" for an admin, else the user's common name (a company shows its company name). */
function displayName(user: SessionUser): string {
  if (user.role === 'admin') return 'Admin';
  if ('commonName' in user && user.commonName) return user.commonName;
  if ('companyName' in user && user.companyName) return user.companyName;
  return user.email;
}

/** A student's picture needs the bearer token; a company's logo is public. */
function UserPicture({ user, name }: { readonly user: SessionUser; readonly name: string }) {
  const image = 'image' in user ? user.image : null;
  return user.role === 'student' ? (
    <ProfilePicture name={name} pictureUrl={image} />
  ) : (
    <Avatar name={name} image={image} />
  );
}

/**
 * The header's user badge: avatar, name and e-mail, with the accessibility statement, Change Password
 * where the area has it, and a Logout item (spec §2). Its name is
 * "Account menu" followed by the name and e-mail it shows, so what is seen is what is heard.
 */
export function UserBadge({
  user,
  onLogout,
  onChangePassword,
}: {
  readonly user: SessionUser;
  readonly onLogout: () => void;
  /** Adds a Change Password item (an administrator's and a coordinator's menu). */
  readonly onChangePassword?: (() => void) | undefined;
}) {
  const name = displayName(user);
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="light"
        className="user-badge d-flex align-items-center gap-2 border-0 bg-transparent text-body"
      >
        <span className="visually-hidden">Account menu</span>
        <UserPicture user={user} name={name} />
        <span className="user-badge-text text-start lh-sm">
          <span className="d-block fw-semibold">{name}</span>
          <span className="user-badge-email small text-body-secondary">{user.email}</span>
        </span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {/* Plain text, not Dropdown.Header: its role="heading" would need a level it has no place for. */}
        <div className="dropdown-header user-badge-menu-header">
          <span className="d-block fw-semibold text-body">{name}</span>
          <span className="d-block small">{user.email}</span>
        </div>
        <Dropdown.Divider className="user-badge-menu-header" />
        <Dropdown.Item as={Link} to={ACCESSIBILITY_PATH}>
          Accessibility
        </Dropdown.Item>
        {onChangePassword && (
          <Dropdown.Item as="button" onClick={onChangePassword}>
            Change Password
          </Dropdown.Item>
        )}
        <Dropdown.Item as="button" onClick={onLogout}>
          Logout
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
