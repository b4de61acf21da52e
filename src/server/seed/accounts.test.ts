// The demo accounts: seeded once, stored the way better-auth signs them in, with the right roles.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionCookieOf, signIn } from '../test/accounts';
import { SITE_ORIGIN } from '../test/site';
import { useTestApp } from '../test/app';
import { testDatabases } from '../test/databases';
import { accounts, users } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_ADMIN_PASSWORD, DEMO_MEMBER_PASSWORD, seedDemoAccounts } from './accounts';
import { seedDemoData } from './demo';
import { DEMO_ADMIN_RECOVERY_CODES, DEMO_ADMIN_TOTP_URI } from './demo-two-factor';
import { DEVELOPMENT_AUTH_SECRET } from '../config/env';
import { completeSignIn, totpCode } from '../test/two-factor';

const ADMIN_EMAIL = 'admin@demo.sahelhearts.test';
const MEMBER_EMAIL = 'amina@demo.sahelhearts.test';

describe.each(testDatabases())('demo accounts on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const get = (url: string, cookie: string) => app().inject({ method: 'GET', url, headers: { cookie } });

  it('adds an admin and members with verified e-mails on reserved addresses, once', async () => {
    expect(await seedDemoAccounts(db())).toBe(DEMO_ACCOUNTS.length);
    expect(await seedDemoAccounts(db())).toBe(0);
    await seedDemoData(db(), DEVELOPMENT_AUTH_SECRET);
    const rows = await db().select({ email: users.email, role: users.role, verified: users.emailVerified }).from(users);
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
    expect(rows.every((row) => row.verified && row.email.endsWith('@demo.sahelhearts.test'))).toBe(true);
    expect(rows.filter((row) => row.role === 'admin').map((row) => row.email)).toEqual([ADMIN_EMAIL]);
    const [credentials] = await db().select({ value: count() }).from(accounts).where(eq(accounts.providerId, 'credential'));
    expect(credentials?.value).toBe(DEMO_ACCOUNTS.length);
  });

  it('keeps a change made to a demo account when seeded again', async () => {
    await seedDemoAccounts(db());
    await db().update(users).set({ role: 'admin' }).where(eq(users.email, MEMBER_EMAIL));
    expect(await seedDemoAccounts(db())).toBe(0);
    const [member] = await db().select({ role: users.role }).from(users).where(eq(users.email, MEMBER_EMAIL));
    expect(member?.role).toBe('admin');
  });

  it('lets the demo admin sign in with the password and the TOTP code of the README, and open the admin API', async () => {
    await seedDemoData(db(), DEVELOPMENT_AUTH_SECRET);
    const signedIn = await signIn(app(), ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    // The password alone opens nothing: better-auth asks for the second factor.
    expect(signedIn.json()).toMatchObject({ twoFactorRedirect: true });
    expect(signedIn.cookies.some((item) => item.name.endsWith('session_token') && item.value !== '')).toBe(false);
    const completed = await completeSignIn(app(), signedIn, await totpCode(DEMO_ADMIN_TOTP_URI));
    expect(completed.statusCode).toBe(200);
    const cookie = sessionCookieOf(completed);
    expect((await get('/api/me', cookie)).json().user).toMatchObject({
      email: ADMIN_EMAIL,
      role: 'admin',
      emailVerified: true,
      twoFactorEnabled: true,
    });
    expect((await get('/api/admin/counters', cookie)).statusCode).toBe(200);
  });

  it('lets the demo admin in with a recovery code of the README, once', async () => {
    await seedDemoData(db(), DEVELOPMENT_AUTH_SECRET);
    const code = DEMO_ADMIN_RECOVERY_CODES[3]!;
    const first = await completeSignIn(app(), await signIn(app(), ADMIN_EMAIL, DEMO_ADMIN_PASSWORD), code, 'verify-backup-code');
    expect(first.statusCode).toBe(200);
    expect((await get('/api/admin/counters', sessionCookieOf(first))).statusCode).toBe(200);
    const again = await completeSignIn(app(), await signIn(app(), ADMIN_EMAIL, DEMO_ADMIN_PASSWORD), code, 'verify-backup-code');
    expect(again.statusCode).toBe(401);
  });

  it('lets a demo member sign in, and refuses them the admin API with 403', async () => {
    await seedDemoAccounts(db());
    const signedIn = await signIn(app(), MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const cookie = sessionCookieOf(signedIn);
    expect((await get('/api/me', cookie)).json().user).toMatchObject({ role: 'member', displayName: 'Amina Diallo' });
    const refused = await get('/api/admin/counters', cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });

  it('refuses a wrong password for a demo account', async () => {
    await seedDemoAccounts(db());
    const response = await app().inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: SITE_ORIGIN },
      payload: { email: ADMIN_EMAIL, password: DEMO_MEMBER_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });
});
