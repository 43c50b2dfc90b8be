/** Business constants of spec section 9. Change a number here and both sides follow. */

export const STORE_NAME = 'Kitab Ghar';
export const CURRENCY_LABEL = 'Rs.';
export const DEFAULT_COUNTRY = 'Pakistan';

export const TAX_RATE_PERCENT = 2;
/** Flat shipping of Rs. 99, in paisa. */
export const SHIPPING_FEE_PAISA = 99_00;

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10;
export const GUEST_WISHLIST_MAX = 10;

export const PAGE_SIZES = {
  /** Largest page of GET /api/products/get (spec section 9); a larger `limit` is served at this size. */
  productsMax: 120,
  /** The most an operator may raise productsMax to (CATALOGUE_MAX_PAGE_SIZE), for clients that load all at once. */
  productsCeiling: 5000,
  productsDefault: 20,
  collections: 20,
  collectionsPageButtons: 5,
  homeLatest: 12,
  homeBestsellers: 6,
  related: 5,
  cartSuggestions: 4,
  searchSuggestions: 5,
  orderCardItems: 2,
  reviewsDefault: 10,
  reviewsSection: 3,
  reviewsMax: 50,
  /** Order cards per 'Load older orders' on /orders and the account's orders tab. */
  ordersList: 10,
} as const;

export const TEXT_LIMITS = {
  nameMax: 20,
  lastNameMax: 20,
  passwordMin: 8,
  passwordMax: 50,
  otpLength: 6,
} as const;

export const FILE_LIMITS = {
  /** Payment proof and profile picture: 250 KB. */
  imageMaxBytes: 250 * 1024,
  imageMimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  imageExtensions: ['jpeg', 'jpg', 'png', 'webp'],
  /** Book covers uploaded by the shop. */
  coverMaxBytes: 2 * 1024 * 1024,
} as const;

/**
 * Payment screenshots one order may receive in all (the first and every replacement), counted by the
 * API in the database; an order keeps only its latest one.
 */
export const MAX_PROOF_UPLOADS_PER_ORDER = 5;

/** All durations in milliseconds. */
export const TIMINGS = {
  toastMs: 3000,
  heroRotationMs: 5000,
  addedBadgeMs: 1000,
  filterToastMs: 1200,
  categoryMenuCloseMs: 2500,
  checkoutOverlayMs: 7000,
  contactOpeningEmailMs: 1500,
  contactConfirmationMs: 5000,
  otpResendSeconds: 60,
  otpValidityMs: 10 * 60 * 1000,
} as const;

export const POLICIES = {
  exchangeDays: 7,
  returnDays: 7,
  productDeliveryDays: '3-5',
  deliveryPageDays: '4-7',
  paymentVerificationHours: 24,
  wrongPaymentRefundBusinessDays: 3,
  missingBookAddedHours: 24,
} as const;

export const DEFAULT_LOGIN_REDIRECT = '/account';

export const COUNTRIES = ['Pakistan', 'India', 'United States', 'United Kingdom'] as const;
export const CHECKOUT_COUNTRIES = ['Pakistan'] as const;

/**
 * The id of the served page's inline JSON with the API answers its first render asks for, keyed by the
 * request URL exactly as the web app builds it (`/api/products/get?limit=12`); the app reads each once.
 */
export const INLINE_ANSWERS_ID = 'first-answers';
