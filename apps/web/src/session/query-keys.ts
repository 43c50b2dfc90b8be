/**
 * Cache keys of the shopper's own server data. They hold the user's id, so a logout drops that user's
 * data; they live here because more than one feature refreshes them (checkout refreshes cart and orders).
 */
export const cartKeys = {
  all: ['cart'] as const,
  user: (userId: string) => ['cart', userId] as const,
};

export const wishlistKeys = {
  all: ['wishlist'] as const,
  user: (userId: string) => ['wishlist', userId] as const,
};

export const ordersKeys = {
  all: ['orders'] as const,
  user: (userId: string) => ['orders', userId] as const,
};

/** The shop's public settings: the storefront reads them, the admin settings page refreshes them on save. */
export const storeSettingsKeys = {
  public: ['store-settings'] as const,
};
