import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { BagIcon, HeartIcon, MenuIcon } from '@/components/ui/icons';
import { useCartCount } from '@/features/cart';
import { useWishlistCount } from '@/features/wishlist';
import { useStoreLogo, useStoreName } from '@/session';
import { LogoMark } from './logo-mark';
import { badgeText, MAIN_NAV } from './nav-links';
import { ProfileMenu } from './profile-menu';
import { SearchBox } from './search-box';

function CountLink({ to, label, count, icon }: { to: string; label: string; count: number; icon: ReactNode }) {
  const itemWord = count === 1 ? 'item' : 'items';
  return (
    <Link to={to} className="icon-button" aria-label={`${label}, ${count} ${itemWord}`}>
      {icon}
      {count > 0 && (
        <span className="count-badge" aria-hidden="true" data-testid={`${label.toLowerCase()}-count`}>
          {badgeText(count)}
        </span>
      )}
    </Link>
  );
}

// the menu (and the dialog code it uses) loads when first opened: most visits never open it
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  if (menuOpen && !menuWanted) setMenuWanted(true);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const cartCount = useCartCount();
  const wishlistCount = useWishlistCount();
  const storeName = useStoreName();
  const logo = useStoreLogo();

  return (
    <>
      <header className="site-header">
        <div className="container site-header__bar">
          <button
            ref={menuButtonRef}
            type="button"
            className="icon-button site-header__menu-button"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon size={24} />
          </button>

          <Link to="/" className="site-logo">
            <LogoMark logo={logo} />
            <span className="site-logo__name">{storeName}</span>
          </Link>

          <nav className="site-nav" aria-label="Main">
            <ul>
              {MAIN_NAV.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.end} className={({ isActive }) => `site-nav__link${isActive ? ' is-active' : ''}`}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <SearchBox className="site-header__search" />

          <div className="site-header__actions">
            <ProfileMenu />
            <CountLink to="/wishlist" label="Wishlist" count={wishlistCount} icon={<HeartIcon size={22} />} />
            <CountLink to="/cart" label="Cart" count={cartCount} icon={<BagIcon size={22} />} />
          </div>
        </div>
      </header>

      {/* outside the header: its backdrop-filter would make it the box of this fixed panel */}
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu
            id="mobile-menu"
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            returnFocusTo={menuButtonRef}
            cartCount={cartCount}
            wishlistCount={wishlistCount}
          />
        </Suspense>
      )}
    </>
  );
}
