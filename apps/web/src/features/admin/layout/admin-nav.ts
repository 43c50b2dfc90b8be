import type { ComponentType } from 'react';
import { BannersIcon, CustomersIcon, DashboardIcon, MailIcon, OrdersIcon, ProductsIcon, SettingsIcon } from '../shared/admin-icons';

export interface AdminNavLink {
  to: string;
  label: string;
  end: boolean;
  Icon: ComponentType<{ size?: number }>;
}

/** The back office's sections, in the sidebar (desktop) and the top bar (phones). */
export const ADMIN_NAV: readonly AdminNavLink[] = [
  { to: '/admin', label: 'Dashboard', end: true, Icon: DashboardIcon },
  { to: '/admin/orders', label: 'Orders', end: false, Icon: OrdersIcon },
  { to: '/admin/products', label: 'Products', end: false, Icon: ProductsIcon },
  { to: '/admin/hero-images', label: 'Banners', end: false, Icon: BannersIcon },
  { to: '/admin/customers', label: 'Customers', end: false, Icon: CustomersIcon },
  { to: '/admin/mail', label: 'Mail', end: false, Icon: MailIcon },
  { to: '/admin/settings', label: 'Settings', end: false, Icon: SettingsIcon },
];
