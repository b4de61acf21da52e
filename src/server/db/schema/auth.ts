// The tables better-auth reads and writes (its documented core schema: user, session, account,
// verification), written by hand because its schema CLI needs Node 22. Column names are
// snake_case in SQL; the property names are the field names better-auth expects.
import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  // Our own fields (better-auth `user.additionalFields`).
  role: text('role', { enum: ['member', 'admin'] })
    .notNull()
    .default('member'),
  displayName: text('display_name').notNull(),
  /** A calendar date, no time zone: read and written as 'YYYY-MM-DD'. */
  dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
  /** The language of the e-mails we send this member. */
  language: text('language').notNull().default('en'),
  /** better-auth's two-factor plugin: set once a TOTP code has confirmed the enrolment. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
});

/**
 * better-auth's two-factor plugin: the TOTP secret and the recovery codes, both encrypted with
 * BETTER_AUTH_SECRET by better-auth; the count of failed codes and the lock it leads to
 * (docs/decisions/0019-admin-two-factor.md).
 */
export const twoFactors = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('two_factor_user_id_idx').on(table.userId), index('two_factor_secret_idx').on(table.secret)],
);

export const sessions = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** Opened with the account's second factor (docs/decisions/0019-admin-two-factor.md). */
    secondFactorVerified: boolean('second_factor_verified').notNull().default(false),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const accounts = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);
