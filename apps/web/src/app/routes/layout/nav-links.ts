/** The main navigation, shared by the header bar and the mobile menu. */
export const MAIN_NAV = [
  { to: '/', label: 'Home', end: true },
  { to: '/collections', label: 'Collections', end: false },
  { to: '/about', label: 'About', end: false },
  { to: '/contact', label: 'Contact', end: false },
] as const;

/** Profile menu entries for a visitor without a session (spec 'Header and footer'). */
export const GUEST_ACCOUNT_LINKS = [
  { to: '/login', label: 'Login' },
  { to: '/register', label: 'Register' },
  { to: '/track-order', label: 'Track an order' },
] as const;

/** Profile menu entries when logged in; a Logout button follows them (spec 'Header and footer'). */
export const USER_ACCOUNT_LINKS = [
  { to: '/account', label: 'My Account' },
  { to: '/orders', label: 'My Orders' },
] as const;

/** Shown to admins only, after the account links: the back office. */
export const ADMIN_LINK = { to: '/admin', label: 'Admin' } as const;

export const FOOTER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About us' },
  { to: '/delivery', label: 'Delivery' },
  { to: '/track-order', label: 'Track your order' },
  { to: '/privacy-policy', label: 'Privacy policy' },
] as const;

/** Badge text: exact up to 99. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
