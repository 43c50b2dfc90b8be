export { createRateLimitBackend, createRedisRateLimitBackend, type RateLimitBackend } from './backend';
export { accountKey, createAuthLimiters, createLimiter, type AuthLimiters, type LimiterSpec } from './limiters';
