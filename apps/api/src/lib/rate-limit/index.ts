export { createRateLimitBackend, createRedisRateLimitBackend, type RateLimitBackend } from './backend';
export { accountOf, createAccountLimit, type AccountLimit, type LimitAttempt } from './account-limit';
export {
  createAuthLimiters,
  createGuestLimiters,
  createIpLimiter,
  GUEST_LIMIT_DEFAULTS,
  type AuthLimiters,
  type GuestLimiters,
  type LimiterSpec,
} from './limiters';
export { RATE_LIMIT_ALLOW_HEADER, rateLimitAllowance } from './allowance';
