import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
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
          { index: true, lazy: () => import('@/features/catalog/pages/home-page').then((m) => ({ Component: m.HomePage })) },
          { path: 'collections', lazy: () => import('@/features/catalog/pages/collections-page').then((m) => ({ Component: m.CollectionsPage })) },
          { path: 'product/:productId', lazy: () => import('@/features/catalog/pages/product-page').then((m) => ({ Component: m.ProductPage })) },
          { path: 'about', lazy: () => import('@/features/info/pages/about-page').then((m) => ({ Component: m.AboutPage })) },
          { path: 'contact', lazy: () => import('@/features/info/pages/contact-page').then((m) => ({ Component: m.ContactPage })) },
          { path: 'delivery', lazy: () => import('@/features/info/pages/delivery-page').then((m) => ({ Component: m.DeliveryPage })) },
          { path: 'privacy-policy', lazy: () => import('@/features/info/pages/privacy-policy-page').then((m) => ({ Component: m.PrivacyPolicyPage })) },
          { path: 'cart', lazy: () => import('@/features/cart/pages/cart-page').then((m) => ({ Component: m.CartPage })) },
          { path: 'wishlist', lazy: () => import('@/features/wishlist/pages/wishlist-page').then((m) => ({ Component: m.WishlistPage })) },
          { path: 'orders', lazy: () => import('@/features/orders/pages/orders-page').then((m) => ({ Component: m.OrdersPage })) },
          { path: 'place-order', lazy: () => import('@/features/checkout/pages/place-order-page').then((m) => ({ Component: m.PlaceOrderPage })) },
          { path: 'login', lazy: () => import('@/features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })) },
          { path: 'register', lazy: () => import('@/features/auth/pages/register-page').then((m) => ({ Component: m.RegisterPage })) },
          { path: 'reset-password', lazy: () => import('@/features/auth/pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })) },
          { path: 'verify-otp', lazy: () => import('@/features/auth/pages/verify-otp-page').then((m) => ({ Component: m.VerifyOtpPage })) },
          { path: 'account', lazy: () => import('@/features/account/pages/account-page').then((m) => ({ Component: m.AccountPage })) },
          { path: '*', lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
        ],
      },
    ],
  },
  {
    // the back office: its own frame and chunks, never part of the shopper's entry bundle
    path: '/admin/*',
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: AppLoading,
    lazy: () => import('@/features/admin/admin-app').then((m) => ({ Component: m.AdminApp })),
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
