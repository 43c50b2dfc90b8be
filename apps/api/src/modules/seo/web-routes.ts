/**
 * The storefront's routes as apps/web/src/app/router.tsx declares them (a test keeps the two lists equal),
 * so the server can answer 404 for a path the web app would show as not found. Kept here, not imported by
 * the web: its first load has no room for it.
 */
export const WEB_ROUTES = [
  '/',
  '/collections',
  '/product/:productId',
  '/about',
  '/contact',
  '/delivery',
  '/privacy-policy',
  '/cart',
  '/wishlist',
  '/orders',
  '/track-order',
  '/track-order/:token',
  '/place-order',
  '/login',
  '/register',
  '/reset-password',
  '/verify-otp',
  '/account',
  '/admin/*',
] as const;

const matchers = WEB_ROUTES.map((route) => {
  const pattern = route
    .split('/')
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')))
    .join('/');
  // react-router matches without regard to case and with or without a trailing slash
  return { route, regex: new RegExp(`^${pattern}/?$`, 'i') };
});

/** The route a path opens in the web app, or null when the app would show its not-found page. */
export function matchWebRoute(urlPath: string): (typeof WEB_ROUTES)[number] | null {
  if (urlPath === '/') return '/';
  if (/^\/admin(\/|$)/i.test(urlPath)) return '/admin/*';
  return matchers.find((m) => m.route !== '/' && m.regex.test(urlPath))?.route ?? null;
}
