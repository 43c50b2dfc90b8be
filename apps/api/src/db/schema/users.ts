import { USER_ROLES } from '@bookstore/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored lower-cased; the unique index on lower(email) guards against a mixed-case twin. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    name: text().notNull(),
    lastName: text().notNull().default(''),
    isAccountVerified: boolean().notNull().default(false),
    role: text({ enum: USER_ROLES }).notNull().default('customer'),
    mobileNumber: text().notNull().default(''),
    address: text().notNull().default(''),
    city: text().notNull().default(''),
    postCode: text().notNull().default(''),
    country: text().notNull().default('Pakistan'),
    shippingAddress: text().notNull().default(''),
    profilePicture: text(),
    /** Storage key of the picture (to remove the old file when it changes); null with no picture. */
    profilePictureKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
    // the back office's customer search (admin-customers.repository.ts) over name, e-mail and phone digits
    index('users_name_trgm_idx').using('gin', sql`lower(${t.name} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('users_phone_trgm_idx').using('gin', sql`regexp_replace(${t.mobileNumber}, '[^0-9]', '', 'g') gin_trgm_ops`),
    check('users_role_ck', sql`${t.role} in ('customer', 'admin')`),
  ],
);

/** A signed-in browser. The JWT names a session row, so logout and password changes really end it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * A sign-up waiting for its code: the password and names chosen in one registration. An unverified e-mail
 * can have several (anyone may type any address); the code that proves the inbox decides which one the
 * account takes, so no password chosen by someone else survives verification.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text().notNull(),
    name: text().notNull(),
    lastName: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_registrations_user_idx').on(t.userId, t.createdAt)],
);

export const OTP_PURPOSES = ['verify', 'reset'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** One-time codes: only a hash is kept; single use, expiring, with a cap on wrong tries. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: OTP_PURPOSES }).notNull(),
    /** The registration a verify code answers (null for reset codes). */
    registrationId: uuid().references(() => pendingRegistrations.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    index('otp_codes_registration_idx').on(t.registrationId),
    check('otp_codes_purpose_ck', sql`${t.purpose} in ('verify', 'reset')`),
  ],
);
