import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_SIZES } from '@bookstore/contracts';
import { z } from 'zod';
import type { DatabaseTimeouts } from './db/client';
import { adminCredentialsProblem } from './modules/admin-access/admin-credentials';

const optionalString = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().optional());
const booleanFlag = (fallback: boolean) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? v : undefined), z.enum(['true', 'false', '1', '0']).optional())
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

/** A whole number setting; blank or unset means the default. */
const intSetting = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.coerce.number().int().min(min).max(max).default(fallback));

/** A shared secret a client presents; blank or unset means none, a short one is refused. */
const secretSetting = (name: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().min(32, `${name} must be at least 32 characters`).optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalString,
  DATABASE_URL: optionalString,
  DB_CONNECT_TIMEOUT_MS: intSetting(5_000, 0),
  DB_STATEMENT_TIMEOUT_MS: intSetting(15_000, 0),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: intSetting(60_000, 0),
  DATA_DIR: optionalString,
  JWT_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  SMTP_URL: optionalString,
  MAIL_FROM: optionalString,
  STORE_EMAIL: optionalString,
  CLOUDINARY_URL: optionalString,
  REDIS_URL: optionalString,
  REDIS_KEY_PREFIX: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'REDIS_KEY_PREFIX: 1 to 64 letters, digits, dots, dashes or underscores').default('bookstore'),
  ),
  CORS_ORIGIN: optionalString,
  PUBLIC_URL: optionalString,
  TRUST_PROXY: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFlag(true),
  API_DOCS: booleanFlag(true),
  WEB_DIST_DIR: optionalString,
  BCRYPT_ROUNDS: intSetting(12, 4, 16),
  CATALOGUE_MAX_PAGE_SIZE: intSetting(PAGE_SIZES.productsMax, 1, PAGE_SIZES.productsCeiling),
  CATALOGUE_CACHE: booleanFlag(true),
  RATE_LIMIT_WINDOW_MINUTES: intSetting(15, 1, 1440),
  RATE_LIMIT_AUTH_PER_IP: intSetting(300, 1),
  RATE_LIMIT_API_PER_MINUTE: intSetting(600, 1),
  RATE_LIMIT_LOGIN_PER_ACCOUNT: intSetting(10, 1),
  RATE_LIMIT_OTP_SENDS_PER_ACCOUNT: intSetting(5, 1),
  RATE_LIMIT_OTP_CHECKS_PER_ACCOUNT: intSetting(10, 1),
  RATE_LIMIT_ALLOW_TOKEN: secretSetting('RATE_LIMIT_ALLOW_TOKEN'),
  DB_QUEUE_TIMEOUT_MS: intSetting(5_000, 1, 600_000),
  METRICS_TOKEN: secretSetting('METRICS_TOKEN'),
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host?: string;
  /** A PostgreSQL server; without it the embedded PGlite database under dataDir is used. */
  databaseUrl?: string;
  /** Limits on PostgreSQL (not the embedded database), so a database that hangs cannot hang the store. */
  databaseTimeouts: DatabaseTimeouts;
  dataDir: string;
  uploadsDir: string;
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Where order notifications for the shop go. */
  storeEmail: string;
  cloudinaryUrl?: string;
  redisUrl?: string;
  /** Namespace of this store's keys in Redis (several stores, or test runs, may share one server); `bookstore` when unset. */
  redisKeyPrefix?: string;
  corsOrigins: string[];
  publicUrl: string;
  /** Express "trust proxy" value: only set it behind a proxy you run, or X-Forwarded-For is spoofable. */
  trustProxy: boolean | number | string;
  logLevel: string;
  seedDemo: boolean;
  /** The built web app; served with history fallback when it exists. */
  webDistDir: string;
  /** The largest page of GET /api/products/get (a larger `limit` is served at this size). */
  catalogueMaxPageSize: number;
  /**
   * Keep catalogue answers in memory while the catalogue version holds (lib/http-cache). Off (`false`), every read
   * runs its queries: for measuring them (`pnpm bench --no-cache`) or ruling the cache out when debugging.
   */
  catalogueCache?: boolean;
  /**
   * Tests only (never read from the environment): false sends cached catalogue reads through the whole
   * Express stack instead of the fast path (lib/http-cache/fast-path), so a test can compare the two.
   */
  catalogueFastPath?: boolean;
  /** Serve the interactive API reference at /api/docs (the OpenAPI document is always served). */
  apiDocs: boolean;
  /** bcrypt cost; at least 12 outside tests. */
  bcryptRounds: number;
  /** Sign-in, sign-up and code limits: strict per account or e-mail, generous per IP (carrier-grade NAT). */
  rateLimits: RateLimitConfig;
  /** The first admin (ADMIN_EMAIL / ADMIN_PASSWORD): created at start when no account has that e-mail. */
  admin?: { email: string; password: string };
  /** The bearer token of GET /metrics (Prometheus); unset, there is no such page. */
  metricsToken?: string;
}

export interface RateLimitConfig {
  windowMs: number;
  /** Requests to any /api call per IP address and minute (600 when not set). */
  apiPerMinute?: number;
  /** Requests to the sensitive auth calls per IP address and window. */
  authPerIp: number;
  /** Failed password checks (login, password change, account deletion) per account and window. */
  loginPerAccount: number;
  /** Codes sent (register, resend, reset) per account or e-mail and window. */
  otpSendsPerAccount: number;
  /** Code checks (verify, verify-reset, reset) per account or e-mail and window. */
  otpChecksPerAccount: number;
  /**
   * A secret that lets a trusted client (the load bench) past the per-IP limiters: requests with the
   * header `x-rate-limit-allow: <secret>` are not counted. Unset (the default), nobody passes.
   */
  allowToken?: string;
  /** Guest checkout and tracking per IP (lib/rate-limit/limiters.ts GUEST_LIMIT_DEFAULTS when not set). */
  guest?: Partial<GuestRateLimits>;
}

/** Requests per IP address and window of the calls open to anyone (docs/guest-checkout.md). */
export interface GuestRateLimits {
  windowMs: number;
  createPerIp: number;
  uploadPerIp: number;
  lookupPerIp: number;
  tokenPerIp: number;
  /** Failed look-ups of one order number (from any address), against guessing its contact. */
  lookupFailuresPerOrder: number;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * In embedded mode a newcomer should not have to invent a secret: one is generated once and kept
 * under DATA_DIR so sessions survive restarts. With a real database server a secret must be given.
 */
function embeddedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads the environment once; throws a readable error naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // pnpm runs package scripts inside apps/api; INIT_CWD is where the person typed the command.
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(baseDir, e.DATA_DIR ?? '.data');
  if (e.DATABASE_URL && !e.JWT_SECRET) {
    throw new Error('Invalid configuration:\n  JWT_SECRET: required when DATABASE_URL is set (at least 32 characters)');
  }
  if (e.NODE_ENV !== 'test' && e.BCRYPT_ROUNDS < 12) {
    throw new Error('Invalid configuration:\n  BCRYPT_ROUNDS: at least 12 (lower values are for tests only)');
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration:\n  ADMIN_EMAIL, ADMIN_PASSWORD: set both or neither');
  }
  const adminProblem = e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? adminCredentialsProblem({ email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }) : null;
  if (adminProblem) throw new Error(`Invalid configuration:\n  ${adminProblem.field}: ${adminProblem.message}`);
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseTimeouts: {
      connectMs: e.DB_CONNECT_TIMEOUT_MS,
      statementMs: e.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      queueMs: e.DB_QUEUE_TIMEOUT_MS,
    },
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    jwtSecret: e.JWT_SECRET ?? embeddedJwtSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Kitab Ghar <no-reply@localhost>',
    storeEmail: e.STORE_EMAIL ?? 'orders@localhost',
    cloudinaryUrl: e.CLOUDINARY_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    corsOrigins: (e.CORS_ORIGIN ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    webDistDir: path.resolve(baseDir, e.WEB_DIST_DIR ?? path.resolve(__dirname, '../../web/dist')),
    catalogueMaxPageSize: e.CATALOGUE_MAX_PAGE_SIZE,
    catalogueCache: e.CATALOGUE_CACHE,
    apiDocs: e.API_DOCS,
    bcryptRounds: e.BCRYPT_ROUNDS,
    rateLimits: {
      windowMs: e.RATE_LIMIT_WINDOW_MINUTES * 60_000,
      authPerIp: e.RATE_LIMIT_AUTH_PER_IP,
      apiPerMinute: e.RATE_LIMIT_API_PER_MINUTE,
      loginPerAccount: e.RATE_LIMIT_LOGIN_PER_ACCOUNT,
      otpSendsPerAccount: e.RATE_LIMIT_OTP_SENDS_PER_ACCOUNT,
      otpChecksPerAccount: e.RATE_LIMIT_OTP_CHECKS_PER_ACCOUNT,
      allowToken: e.RATE_LIMIT_ALLOW_TOKEN,
    },
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.trim().toLowerCase(), password: e.ADMIN_PASSWORD } : undefined,
    metricsToken: e.METRICS_TOKEN,
  };
}
