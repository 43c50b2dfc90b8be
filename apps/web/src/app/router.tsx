import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './routes/layout/root-layout';
import { AppLoading, RootErrorBoundary, RouteErrorBoundary } from './route-fallbacks';

/**
 * Every page of spec section 2. Each one is its own chunk, loaded when first visited; the layout
 * (header, footer) stays on screen meanwhile and shows a progress bar. The back office under /admin
 * has its own frame; its pages are routed inside its chunk.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: AppLoading,
    children: [
      {
        // a page that fails (a lost chunk, a render error) shows its error inside the layout
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { index: true, lazy: () => import('./routes/home-page').then((m) => ({ Component: m.HomePage })) },
          { path: 'collections', lazy: () => import('./routes/collections-page').then((m) => ({ Component: m.CollectionsPage })) },
          { path: 'product/:productId', lazy: () => import('./routes/product-page').then((m) => ({ Component: m.ProductPage })) },
          { path: 'about', lazy: () => import('./routes/about-page').then((m) => ({ Component: m.AboutPage })) },
          { path: 'contact', lazy: () => import('./routes/contact-page').then((m) => ({ Component: m.ContactPage })) },
          { path: 'delivery', lazy: () => import('./routes/delivery-page').then((m) => ({ Component: m.DeliveryPage })) },
          { path: 'privacy-policy', lazy: () => import('./routes/privacy-policy-page').then((m) => ({ Component: m.PrivacyPolicyPage })) },
          { path: 'cart', lazy: () => import('./routes/cart-page').then((m) => ({ Component: m.CartPage })) },
          { path: 'wishlist', lazy: () => import('./routes/wishlist-page').then((m) => ({ Component: m.WishlistPage })) },
          { path: 'orders', lazy: () => import('./routes/orders-page').then((m) => ({ Component: m.OrdersPage })) },
          { path: 'track-order', lazy: () => import('./routes/track-order-page').then((m) => ({ Component: m.TrackOrderPage })) },
          { path: 'track-order/:token', lazy: () => import('./routes/tracked-order-page').then((m) => ({ Component: m.TrackedOrderPage })) },
          { path: 'place-order', lazy: () => import('./routes/place-order-page').then((m) => ({ Component: m.PlaceOrderPage })) },
          { path: 'login', lazy: () => import('./routes/login-page').then((m) => ({ Component: m.LoginPage })) },
          { path: 'register', lazy: () => import('./routes/register-page').then((m) => ({ Component: m.RegisterPage })) },
          { path: 'reset-password', lazy: () => import('./routes/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })) },
          { path: 'verify-otp', lazy: () => import('./routes/verify-otp-page').then((m) => ({ Component: m.VerifyOtpPage })) },
          { path: 'account', lazy: () => import('./routes/account-page').then((m) => ({ Component: m.AccountPage })) },
          { path: '*', lazy: () => import('./routes/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
        ],
      },
    ],
  },
  {
    // the back office: its own frame and chunks, never part of the shopper's entry bundle
    path: '/admin/*',
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: AppLoading,
    lazy: () => import('@/features/admin').then((m) => ({ Component: m.AdminApp })),
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
