export * from './common/constants';
export * from './common/endpoint';
export * from './common/route';
export * from './common/envelope';
export * from './common/errors';
export * from './common/fields';
export * from './common/files';
export * from './common/messages';
export * from './common/money';
export * from './common/number-text';
export * from './common/query';
export * from './common/system.routes';
export * from './common/system.paths';
export * from './common/text';
export * from './common/validation';
export * from './catalog/categories';
export * from './catalog/catalog.schemas';
export * from './catalog/catalog.routes';
export * from './catalog/catalog.paths';
export * from './catalog/catalog.texts';
export * from './catalog/cover-sizes';
export * from './catalog/isbn';
export * from './catalog/result-count';
export * from './auth/rules';
export * from './auth/auth.schemas';
export * from './auth/auth.responses';
export * from './auth/auth.forms';
export * from './auth/auth.routes';
export * from './auth/auth.paths';
export * from './cart/cart.schemas';
export * from './cart/cart.routes';
export * from './cart/cart.paths';
export * from './wishlist/wishlist.schemas';
export * from './wishlist/wishlist.routes';
export * from './wishlist/wishlist.paths';
export * from './checkout/payments';
export * from './checkout/checkout.schemas';
export * from './checkout/checkout.routes';
export * from './checkout/checkout.paths';
export * from './orders/order-status';
export * from './orders/order-number';
export * from './orders/payment-state';
export * from './orders/couriers';
export * from './orders/orders.schemas';
export * from './orders/orders.routes';
export * from './orders/orders.paths';
export * from './guest/guest.schemas';
export * from './guest/guest.routes';
export * from './guest/guest.paths';
export * from './reviews/reviews.schemas';
export * from './reviews/reviews.routes';
export * from './reviews/reviews.paths';
export * from './info/info.schemas';
export * from './store/store-info';
export * from './store/iban';
export * from './seo/seo.texts';
export * from './share/share.texts';
export * from './store/store-settings';
export * from './store/public-store-settings';
export * from './store/store-settings.messages';
export * from './store/store-settings.routes';
export * from './store/store-settings.paths';
export * from './admin';

import { authRoutes } from './auth/auth.routes';
import { cartRoutes } from './cart/cart.routes';
import { catalogRoutes } from './catalog/catalog.routes';
import { checkoutRoutes } from './checkout/checkout.routes';
import { systemRoutes } from './common/system.routes';
import { guestRoutes } from './guest/guest.routes';
import { ordersRoutes } from './orders/orders.routes';
import { reviewsRoutes } from './reviews/reviews.routes';
import { wishlistRoutes } from './wishlist/wishlist.routes';
import { storeSettingsRoutes } from './store/store-settings.routes';
import { adminCustomersRoutes, adminDashboardRoutes, adminHeroImagesRoutes, adminMailRoutes, adminOrdersRoutes, adminProductsRoutes, adminSettingsRoutes } from './admin';

/** Every endpoint of the API, by area: what the router mounts and the client calls. */
export const apiRoutes = {
  catalog: catalogRoutes,
  auth: authRoutes,
  cart: cartRoutes,
  wishlist: wishlistRoutes,
  checkout: checkoutRoutes,
  orders: ordersRoutes,
  guest: guestRoutes,
  reviews: reviewsRoutes,
  system: systemRoutes,
  store: storeSettingsRoutes,
};

/** The back office's endpoints (all under /api/admin, admins only); kept apart so the shopper's bundle never holds them. */
export const adminApiRoutes = {
  adminDashboard: adminDashboardRoutes,
  adminOrders: adminOrdersRoutes,
  adminCustomers: adminCustomersRoutes,
  adminProducts: adminProductsRoutes,
  adminHeroImages: adminHeroImagesRoutes,
  adminSettings: adminSettingsRoutes,
  adminMail: adminMailRoutes,
};
export * from './message-catalogue';
