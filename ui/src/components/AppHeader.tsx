import Container from 'react-bootstrap/Container';
import Dropdown from 'react-bootstrap/Dropdown';
import Nav from 'react-bootstrap/Nav';
import { Link, NavLink } from 'react-router-dom';
import type { SessionUser } from '../api/types.js';
import { useIsMobile } from '../hooks/useIsMobile.js';
import { SocietyLogo } from './SocietyLogo.js';
import { UserBadge } from './UserBadge.js';

export interface HeaderLink {
  readonly to: string;
  readonly label: string;
  /** Match the path exactly (for an area's dashboard at its root). */
  readonly end?: boolean;
}

/**
 * The area header, on one row: logo, the area's links (a burger menu under 640 px) and the user
 * badge, whose account menu holds Logout in every area.
 */
export function AppHeader({
  home,
  links,
  user,
  onLogout,
  onChangePassword,
}: {
  readonly home: string;
  readonly links: readonly HeaderLink[];
  readonly user: SessionUser;
  readonly onLogout: () => void;
  /** Opens the area's Change Password, when its account menu has one. */
  readonly onChangePassword?: (() => void) | undefined;
}) {
  const mobile = useIsMobile();
  return (
    <header className="app-header border-bottom bg-body shadow-sm sticky-top">
      <Container className="d-flex align-items-center gap-3 py-2">
        {mobile && <BurgerMenu links={links} />}
        <Link to={home} className="text-decoration-none text-body">
          <SocietyLogo compact={mobile} />
        </Link>
        {!mobile && (
          <Nav as="nav" aria-label="Main" className="ms-lg-3 flex-nowrap">
            {links.map((link) => (
              <Nav.Link key={link.to} as={NavLink} to={link.to} end={link.end ?? false} className="px-2 text-nowrap">
                {link.label}
              </Nav.Link>
            ))}
          </Nav>
        )}
        <div className="ms-auto">
          <UserBadge user={user} onLogout={onLogout} onChangePassword={onChangePassword} />
        </div>
      </Container>
    </header>
  );
}

function BurgerMenu({ links }: { readonly links: readonly HeaderLink[] }) {
  return (
    <Dropdown>
      <Dropdown.Toggle variant="outline-secondary" className="burger-toggle" aria-label="Menu">
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Dropdown.Toggle>
      <Dropdown.Menu as="nav" aria-label="Main">
        {links.map((link) => (
          <Dropdown.Item key={link.to} as={NavLink} to={link.to} end={link.end ?? false}>
            {link.label}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
