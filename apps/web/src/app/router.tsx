import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './routes/layout/root-layout';
import { NavigationProgress } from './routes/layout/navigation-progress';
import { AppLoading, ErrorBoundary, RootErrorFallback, RouteErrorFallback } from './route-fallbacks';
import { ShellSkeleton } from './shell-skeleton';

/** A page's chunk, loaded when the page is first shown (or, for the page opened first, before the first render). */
interface PageChunk extends LazyExoticComponent<ComponentType> {
  /** Loads the chunk; once loaded, the page renders at once instead of suspending (see `page`). */
  preload: () => Promise<unknown>;
}

function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): PageChunk {
  let loaded: { default: ComponentType } | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => (loading ??= load().then((m) => (loaded = { default: m[name] })));
  // a thenable that calls back at once when the chunk is already here: React.lazy then renders the page in
  // the same pass (a promise would suspend it once more and show the skeleton for a render and a commit)
  const chunk = lazy(() => (loaded ? ({ then: (resolve: (m: { default: ComponentType }) => void) => resolve(loaded as { default: ComponentType }) } as Promise<{ default: ComponentType }>) : preload()));
  return Object.assign(chunk, { preload });
}

const pages: { path?: string; index?: true; Page: PageChunk }[] = [
  { index: true, Page: page(() => import('./routes/home-page'), 'HomePage') },
  { path: 'collections', Page: page(() => import('./routes/collections-page'), 'CollectionsPage') },
  { path: 'product/:productId', Page: page(() => import('./routes/product-page'), 'ProductPage') },
  { path: 'about', Page: page(() => import('./routes/about-page'), 'AboutPage') },
  { path: 'contact', Page: page(() => import('./routes/contact-page'), 'ContactPage') },
  { path: 'delivery', Page: page(() => import('./routes/delivery-page'), 'DeliveryPage') },
  { path: 'privacy-policy', Page: page(() => import('./routes/privacy-policy-page'), 'PrivacyPolicyPage') },
  { path: 'cart', Page: page(() => import('./routes/cart-page'), 'CartPage') },
  { path: 'wishlist', Page: page(() => import('./routes/wishlist-page'), 'WishlistPage') },
  { path: 'orders', Page: page(() => import('./routes/orders-page'), 'OrdersPage') },
  { path: 'track-order', Page: page(() => import('./routes/track-order-page'), 'TrackOrderPage') },
  { path: 'track-order/:token', Page: page(() => import('./routes/tracked-order-page'), 'TrackedOrderPage') },
  { path: 'place-order', Page: page(() => import('./routes/place-order-page'), 'PlaceOrderPage') },
  { path: 'login', Page: page(() => import('./routes/login-page'), 'LoginPage') },
  { path: 'register', Page: page(() => import('./routes/register-page'), 'RegisterPage') },
  { path: 'reset-password', Page: page(() => import('./routes/reset-password-page'), 'ResetPasswordPage') },
  { path: 'verify-otp', Page: page(() => import('./routes/verify-otp-page'), 'VerifyOtpPage') },
  { path: 'account', Page: page(() => import('./routes/account-page'), 'AccountPage') },
  { path: '*', Page: page(() => import('./routes/not-found-page'), 'NotFoundPage') },
];

const AdminApp = page(() => import('@/features/admin'), 'AdminApp');

/** A page inside the layout: a progress bar while its code loads, its own error notice if it fails. */
function PageSlot({ Page }: { Page: ComponentType }) {
  const { pathname } = useLocation();
  return (
    // an error on one page does not stick to the next; the Suspense boundary itself stays, so a
    // navigation (a transition) keeps the old page on screen while the next one's code loads
    <ErrorBoundary resetKey={pathname} fallback={RouteErrorFallback}>
      <Suspense
        fallback={
          <>
            <NavigationProgress />
            <ShellSkeleton />
          </>
        }
      >
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * Every page of spec section 2. Each one is its own chunk, loaded when first visited; the layout
 * (header, footer) stays on screen meanwhile and shows a progress bar. The back office under /admin
 * has its own frame; its pages are routed inside its chunk.
 *
 * Declarative routes (useRoutes) rather than a data router: the data router's loaders, actions and
 * fetchers, unused here, would add ~20 kB (brotli) to the shopper's first load.
 */
// the back office: its own frame and chunks, never part of the shopper's entry bundle
const adminRoute = {
  path: '/admin/*',
  element: (
    <Suspense fallback={<AppLoading />}>
      <AdminApp />
    </Suspense>
  ),
} satisfies RouteObject;

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: pages.map(({ path, index, Page }) =>
      index ? { index: true, element: <PageSlot Page={Page} /> } : { path, element: <PageSlot Page={Page} /> },
    ),
  },
  adminRoute,
];

/**
 * Loads the chunk of the page at `pathname` (the route preloads of the served HTML are already fetching it),
 * so the first render shows that page at once rather than the shell skeleton first (issue 12: one render
 * and commit fewer on a phone's first load). Never fails: a chunk that does not load is reported by the page's own boundary.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const matched = matchRoutes([{ path: adminRoute.path, Page: AdminApp }, { path: '/', children: pages.map(({ path, index, Page }) => ({ path, index, Page })) }], pathname);
  const Page = (matched?.at(-1)?.route as { Page?: PageChunk } | undefined)?.Page;
  return Page ? Page.preload().catch(() => undefined) : Promise.resolve();
}

/** The whole app under the browser's router; a failure of the layout itself shows a bare notice. */
export function AppRoutes() {
  const element = useRoutes(routes);
  return <ErrorBoundary fallback={RootErrorFallback}>{element}</ErrorBoundary>;
}
