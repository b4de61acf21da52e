// The tables better-auth reads and writes (its documented core schema: user, session, account,
// verification), written by hand because its schema CLI needs Node 22. Column names are
// snake_case in SQL; the property names are the field names better-auth expects.
import { boolean, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns';

export const users = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
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

/** A column naming a member: the row goes with them when the account is deleted. */
export const memberRef = <N extends string>(name: N) =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A column naming a member in a row that outlives them (an audit log, a ledger): emptied when they go. */
export const keptMemberRef = <N extends string>(name: N) => text(name).references(() => users.id, { onDelete: 'set null' });

/** The key of a table with one row per member, which goes with them. */
export const memberKey = <N extends string>(name: N) =>
  text(name)
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' });

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
    userId: memberRef('user_id'),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: instant('locked_until'),
  },
  (table) => [index('two_factor_user_id_idx').on(table.userId), index('two_factor_secret_idx').on(table.secret)],
);

export const sessions = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: instant('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** Opened with the account's second factor (docs/decisions/0019-admin-two-factor.md). */
    secondFactorVerified: boolean('second_factor_verified').notNull().default(false),
    userId: memberRef('user_id'),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const accounts = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: memberRef('user_id'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: instant('access_token_expires_at'),
    refreshTokenExpiresAt: instant('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);
