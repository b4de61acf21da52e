// Demo accounts, seeded only with the demo community (SEED_DEMO_DATA, which production refuses):
// they let anyone trying Sahel Hearts sign in at once, as an admin or as a member. DEMO ONLY:
// their passwords are public (README.md, "Demo accounts") and their addresses are on the
// reserved .test domain, so no mail can ever reach a real person.
//
//   admin@demo.sahelhearts.test   sahel-demo-admin     admin (opens /admin with its TOTP code:
//                                                      demo-two-factor.ts)
//   amina@demo.sahelhearts.test   sahel-demo-member    member: new, not subscribed yet
//   dawit@demo.sahelhearts.test   sahel-demo-member    member: subscribed, onboarded, verified
//   selam@demo.sahelhearts.test   sahel-demo-member    member: Premium, onboarded, verified
//
// The memberships and onboarding of the last two are seeded by demo-onboarding.ts.
// Stored as better-auth stores a sign-up: a user row (e-mail already verified) and an account row
// with providerId 'credential' holding the argon2id hash. Idempotent: an address that already has
// an account is left alone, so a changed password or role survives the next start.
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { passwordHasher } from '../modules/auth';
import type { Database } from '../db/client';
import { accounts, users } from '../db/schema';

export interface DemoAccount {
  email: string;
  password: string;
  displayName: string;
  role: 'member' | 'admin';
  dateOfBirth: string;
  /** The language of the e-mails this account receives. */
  language: string;
}

export const DEMO_ADMIN_EMAIL = 'admin@demo.sahelhearts.test';
export const DEMO_ADMIN_PASSWORD = 'sahel-demo-admin';
export const DEMO_MEMBER_PASSWORD = 'sahel-demo-member';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: DEMO_ADMIN_EMAIL,
    password: DEMO_ADMIN_PASSWORD,
    displayName: 'Hodan Warsame',
    role: 'admin',
    dateOfBirth: '1984-09-02',
    language: 'en',
  },
  {
    email: 'amina@demo.sahelhearts.test',
    password: DEMO_MEMBER_PASSWORD,
    displayName: 'Amina Diallo',
    role: 'member',
    dateOfBirth: '1994-05-17',
    language: 'fr',
  },
  {
    email: 'dawit@demo.sahelhearts.test',
    password: DEMO_MEMBER_PASSWORD,
    displayName: 'Dawit Tesfaye',
    role: 'member',
    dateOfBirth: '1991-11-08',
    language: 'am',
  },
  {
    email: 'selam@demo.sahelhearts.test',
    password: DEMO_MEMBER_PASSWORD,
    displayName: 'Selam Haile',
    role: 'member',
    dateOfBirth: '1993-02-21',
    language: 'en',
  },
];

/** Serialises concurrent seeds (two processes starting at once) on a PostgreSQL advisory lock. */
const SEED_ACCOUNTS_LOCK = 72_410_002;

/**
 * One account as better-auth stores a sign-up whose e-mail is confirmed: the user row and the
 * credential account with the password's hash. Shared by the demo seed and the test factories
 * (src/server/test/accounts.ts), which pass a cheaper hasher. Returns the user's id.
 */
export async function insertVerifiedAccount(
  db: Database,
  account: DemoAccount,
  hasher: { hash: (password: string) => Promise<string> },
): Promise<string> {
  const userId = randomUUID();
  const now = new Date();
  const email = account.email.toLowerCase();
  await db.insert(users).values({
    id: userId,
    name: account.displayName,
    email,
    emailVerified: true,
    createdAt: now,
    updatedAt: now,
    role: account.role,
    displayName: account.displayName,
    dateOfBirth: account.dateOfBirth,
    language: account.language,
  });
  // better-auth's credential account: accountId is the user's id, the hash is its own format.
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: await hasher.hash(account.password),
    createdAt: now,
    updatedAt: now,
  });
  return userId;
}

/** Adds the demo accounts that do not exist yet; returns how many it added. */
export async function seedDemoAccounts(db: Database, demoAccounts: readonly DemoAccount[] = DEMO_ACCOUNTS): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_ACCOUNTS_LOCK})`);
    const emails = demoAccounts.map((account) => account.email);
    const existing = await tx.select({ email: users.email }).from(users).where(inArray(users.email, emails));
    const known = new Set(existing.map((row) => row.email));
    const missing = demoAccounts.filter((account) => !known.has(account.email));
    for (const account of missing) await insertVerifiedAccount(tx, account, passwordHasher);
    return missing.length;
  });
}
