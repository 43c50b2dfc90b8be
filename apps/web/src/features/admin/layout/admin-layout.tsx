import { Suspense, useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { BookIcon } from '@/components/ui/icons';
import { PageLoader } from '@/components/ui/page-loader';
import { useAuth } from '@/session';
import { useStoreName } from '@/session/store-name';
import { StoreIcon } from '../shared/admin-icons';
import { ContentBoundary } from '../shared/content-boundary';
import { ADMIN_NAV } from './admin-nav';
import { useAdminUser } from './admin-session';

/**
 * The back office's frame: one bar holding the brand, the sections and the way back to the store. On
 * phones it is a compact top bar whose links scroll sideways; from 960px it is a sidebar.
 */
export function AdminLayout() {
  const admin = useAdminUser();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navListRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    window.scrollTo(0, 0);
    // phones: the sideways-scrolling links keep the current section in view
    const list = navListRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && current && list.scrollWidth > list.clientWidth) {
      list.scrollLeft = Math.max(0, current.offsetLeft - list.offsetLeft - 16);
    }
  }, [pathname]);

  return (
    <div className="admin">
      <a href="#admin-main" className="skip-link">
        Skip to content
      </a>
      <header className="admin-bar">
        <div className="admin-bar__top">
          <Link to="/admin" className="admin-bar__brand">
            <BookIcon size={22} className="admin-bar__logo" />
            <span>
              {useStoreName()} <span className="admin-bar__tag">Admin</span>
            </span>
          </Link>
          <Link to="/" className="admin-bar__store">
            <StoreIcon size={16} />
            Back to store
          </Link>
        </div>
        <nav className="admin-nav" aria-label="Back office">
          <ul ref={navListRef}>
            {ADMIN_NAV.map(({ to, label, end, Icon }) => (
              <li key={to}>
                <NavLink to={to} end={end} className={({ isActive }) => `admin-nav__link${isActive ? ' is-active' : ''}`}>
                  <Icon size={18} />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-bar__who">
          <p className="admin-bar__name">{`${admin.name} ${admin.lastName}`.trim()}</p>
          <p className="admin-bar__email">{admin.email}</p>
          <button
            type="button"
            className="admin-bar__logout"
            onClick={() => {
              navigate('/');
              void logout();
            }}
          >
            Logout
          </button>
        </div>
      </header>
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        <ContentBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ContentBoundary>
      </main>
    </div>
  );
}
