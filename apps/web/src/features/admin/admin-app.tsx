import { lazy } from 'react';
import { useRoutes } from 'react-router';
import { DocumentTitle } from '@/session/document-title';
import { Panel } from '@/components/ui/panel';
import { AdminGuard } from './layout/admin-guard';
import { AdminLayout } from './layout/admin-layout';
import './admin.css';

// each section is a chunk of its own, fetched when an admin first opens it
const DashboardPage = lazy(() => import('./dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const OrdersPage = lazy(() => import('./orders/orders-page').then((m) => ({ default: m.OrdersPage })));
const OrderDetailPage = lazy(() => import('./orders/order-detail-page').then((m) => ({ default: m.OrderDetailPage })));
const ProductsPage = lazy(() => import('./products/products-page').then((m) => ({ default: m.ProductsPage })));
const ProductEditPage = lazy(() => import('./products/product-edit-page').then((m) => ({ default: m.ProductEditPage })));
const HeroImagesPage = lazy(() => import('./hero-images/hero-images-page').then((m) => ({ default: m.HeroImagesPage })));
const CustomersPage = lazy(() => import('./customers/customers-page').then((m) => ({ default: m.CustomersPage })));
const SettingsPage = lazy(() => import('./settings/settings-page').then((m) => ({ default: m.SettingsPage })));
const MailPage = lazy(() => import('./mail/mail-page').then((m) => ({ default: m.MailPage })));
const CustomerDetailPage = lazy(() => import('./customers/customer-detail-page').then((m) => ({ default: m.CustomerDetailPage })));

function AdminNotFound() {
  return (
    <>
      <DocumentTitle title="Page Not Found" />
      <Panel
        title="Page Not Found"
        level={1}
        links={[{ to: '/admin', label: 'Go to Dashboard' }]}
      >
        This part of the back office does not exist.
      </Panel>
    </>
  );
}

/**
 * /admin/*: the back office, behind the admin guard, in its own frame. Its routes are objects for
 * useRoutes (already in the shopper's bundle) rather than <Routes> elements, which would add to it.
 */
export function AdminApp() {
  return useRoutes([
    {
      element: (
        <AdminGuard>
          <AdminLayout />
        </AdminGuard>
      ),
      children: [
        { index: true, element: <DashboardPage /> },
        { path: 'orders', element: <OrdersPage /> },
        { path: 'orders/:orderId', element: <OrderDetailPage /> },
        { path: 'products', element: <ProductsPage /> },
        { path: 'products/new', element: <ProductEditPage /> },
        { path: 'products/:productId', element: <ProductEditPage /> },
        { path: 'hero-images', element: <HeroImagesPage /> },
        { path: 'customers', element: <CustomersPage /> },
        { path: 'customers/:userId', element: <CustomerDetailPage /> },
        { path: 'settings', element: <SettingsPage /> },
        { path: 'mail', element: <MailPage /> },
        { path: '*', element: <AdminNotFound /> },
      ],
    },
  ]);
}
