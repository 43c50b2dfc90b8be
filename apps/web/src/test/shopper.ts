import type { CartItem, Order, User } from '@bookstore/contracts';

/** Helpers for the tests of the cart, wishlist, checkout and orders features. */

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    name: 'Bilal',
    lastName: 'Ahmed',
    email: 'bilal@example.com',
    isAccountVerified: true,
    address: 'House 4, Street 9',
    city: 'Karachi',
    postCode: '75500',
    country: 'Pakistan',
    shippingAddress: '',
    mobileNumber: '03001234567',
    profilePicture: null,
    role: 'customer',
    authProvider: 'local',
    ...overrides,
  };
}

/** Stores `user` the way the auth feature does, so AuthProvider starts signed in. */
export function signIn(user: User = makeUser()): User {
  window.localStorage.setItem('user', JSON.stringify(user));
  return user;
}

export function makeCartItem(overrides: Partial<CartItem> = {}): CartItem {
  const productId = overrides.productId ?? 'book-1';
  const shown = { name: 'Diwan-e-Ghalib', price: 1250, originalPrice: null, image: '', category: 'Urdu Poetry' };
  return { productId, format: '', quantity: 1, ...shown, product: { id: productId, ...shown }, ...overrides };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'order-1',
    orderNumber: 'KG-10001',
    status: 'pending',
    createdAt: '2026-11-20T10:00:00.000Z',
    estimatedDelivery: '2026-11-25',
    trackingId: null,
    shippingMethod: null,
    shippingAddress: {
      firstName: 'Bilal',
      lastName: 'Ahmed',
      email: 'bilal@example.com',
      mobileNumber: '03001234567',
      address: 'House 4',
      city: 'Karachi',
      postCode: '75500',
      country: 'Pakistan',
    },
    paymentMethod: 'cod',
    onlinePaymentOption: null,
    paymentStatus: 'not_required',
    paymentRejectReason: null,
    totalPrice: 2649,
    subtotal: 2500,
    taxes: 50,
    shippingFee: 99,
    items: [{ productId: 'book-1', quantity: 2, price: 1250, format: '', product: { name: 'Diwan-e-Ghalib', image: '' } }],
    ...overrides,
  };
}
