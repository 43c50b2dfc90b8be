import { useRef, type RefObject } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { useModalPanel } from '@/components/ui/dialog';
import { CloseIcon } from '@/components/ui/icons';
import { useAuth, useStoreName } from '@/session';
import './mobile-menu.css';
import { ADMIN_LINK, badgeText, GUEST_ACCOUNT_LINKS, MAIN_NAV, USER_ACCOUNT_LINKS } from './nav-links';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** Gets the focus back when the menu closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
  cartCount: number;
  wishlistCount: number;
}

/**
 * The slide-in menu of phones: a modal panel (the dialogs' focus trap, see useModalPanel) with the same
 * links as the header; the backdrop closes it too, and the focus goes back to the menu button.
 */
export function MobileMenu({ id, open, onClose, returnFocusTo, cartCount, wishlistCount }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const { user, isSignedIn, logout } = useAuth();
  const storeName = useStoreName();
  const accountLinks = isSignedIn ? [...USER_ACCOUNT_LINKS, ...(user?.role === 'admin' ? [ADMIN_LINK] : [])] : GUEST_ACCOUNT_LINKS;
  const navigate = useNavigate();
  const onKeyDown = useModalPanel(panelRef, {
    open,
    onClose,
    initialFocus: (panel) => panel.querySelector<HTMLElement>('a[href], button:not([disabled])'),
    returnFocusTo,
  });

  const linkClass = ({ isActive }: { isActive: boolean }) => `mobile-menu__link${isActive ? ' is-active' : ''}`;

  return (
    <div className={`mobile-menu${open ? ' is-open' : ''}`} inert={!open}>
      <div className="mobile-menu__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id={id}
        className="mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        onKeyDown={onKeyDown}
      >
        <div className="mobile-menu__header">
          <span className="mobile-menu__title">{storeName}</span>
          <button type="button" className="icon-button" onClick={onClose} aria-label="Close menu">
            <CloseIcon size={22} />
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className="mobile-menu__list">
            {MAIN_NAV.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={linkClass} onClick={onClose}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to="/wishlist" className={linkClass} onClick={onClose}>
                Wishlist
                {wishlistCount > 0 && <span className="mobile-menu__count">{badgeText(wishlistCount)}</span>}
              </NavLink>
            </li>
            <li>
              <NavLink to="/cart" className={linkClass} onClick={onClose}>
                Cart
                {cartCount > 0 && <span className="mobile-menu__count">{badgeText(cartCount)}</span>}
              </NavLink>
            </li>
          </ul>
          <p className="mobile-menu__section">Account</p>
          <ul className="mobile-menu__list">
            {accountLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass} onClick={onClose}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {isSignedIn && (
              <li>
                <button
                  type="button"
                  className="mobile-menu__link"
                  onClick={() => {
                    onClose();
                    navigate('/');
                    void logout();
                  }}
                >
                  Logout
                </button>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </div>
  );
}
