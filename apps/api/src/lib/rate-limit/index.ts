export { createRateLimitBackend, createRedisRateLimitBackend, type RateLimitBackend } from './backend';
export { accountOf, createAccountLimit, type AccountLimit, type LimitAttempt } from './account-limit';
export { createAuthLimiters, createIpLimiter, type AuthLimiters, type LimiterSpec } from './limiters';
