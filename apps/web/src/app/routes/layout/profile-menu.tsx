import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { UserIcon } from '@/components/ui/icons';
import { useAuth } from '@/session';
import { ADMIN_LINK, GUEST_ACCOUNT_LINKS, USER_ACCOUNT_LINKS } from './nav-links';

/**
 * The account button and its menu (a disclosure: Tab moves through the links, Escape closes).
 * Logged out it offers Login and Register; logged in, My Account, My Orders and Logout (then back to /);
 * an admin also gets Admin (the back office).
 */
export function ProfileMenu() {
  const { user, isSignedIn, logout } = useAuth();
  const links = isSignedIn ? [...USER_ACCOUNT_LINKS, ...(user?.role === 'admin' ? [ADMIN_LINK] : [])] : GUEST_ACCOUNT_LINKS;
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="profile-menu"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon size={22} />
      </button>
      <ul id={listId} className="profile-menu__list" hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="profile-menu__link" onClick={() => setOpen(false)}>
              {link.label}
            </Link>
          </li>
        ))}
        {isSignedIn && (
          <li>
            <button
              type="button"
              className="profile-menu__link"
              onClick={() => {
                setOpen(false);
                navigate('/');
                void logout();
              }}
            >
              Logout
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}
