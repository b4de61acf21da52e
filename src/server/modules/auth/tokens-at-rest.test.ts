// A copy of the database hands out no account: session and reset tokens are stored as hashes
// (docs/decisions/0009-accounts.md), and everything that looks them up still works.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { linkFromOutbox, sessionCookieOf, signedInMember, signIn } from '../../test/accounts';
import { TEST_PASSWORD } from '../../test/site';
import { rowsAsText } from '../../test/rows-as-text';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { hashSessionToken } from './hashed-session-tokens';

const NEW_PASSWORD = 'a fresh long sentence 9';

/** The token inside a signed session cookie (`name=token.signature`, URL-encoded). */
const tokenOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;

describe.each(testDatabases())('tokens at rest on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const me = async (cookie: string) => (await app().inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();
  const everyText = async (table: string) => (await rowsAsText(db(), table)).join('\n');

  it('stores a session as the hash of its token, and the cookie still signs the member in and out', async () => {
    const cookie = await signedInMember(app(), db(), 'hashed@example.org');
    const token = tokenOf(cookie);
    const [user] = await db().select().from(users).where(eq(users.email, 'hashed@example.org'));
    const [stored] = await db().select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(stored!.token).toBe(hashSessionToken(token));
    expect(await everyText('session')).not.toContain(token);
    expect(await me(cookie)).toMatchObject({ isAuthenticated: true });

    // A stolen row's value is no cookie.
    const forged = cookie.replace(encodeURIComponent(token), encodeURIComponent(stored!.token));
    expect(await me(forged)).toMatchObject({ isAuthenticated: false });

    const signedOut = await app().inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie }, payload: {} });
    expect(signedOut.statusCode).toBe(200);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);
  });

  it('keeps no reset token readable, and the e-mailed link still resets the password once', async () => {
    await signedInMember(app(), db(), 'reset-hashed@example.org');
    const asked = await app().inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'reset-hashed@example.org', redirectTo: '/reset-password' },
    });
    expect(asked.statusCode).toBe(200);
    const resetPath = await linkFromOutbox(db(), 'reset-hashed@example.org', '/reset-password/');
    const token = resetPath.split('/reset-password/')[1]!.split('?')[0]!;
    expect(await everyText('verification')).not.toContain(token);

    const reset = () => app().inject({ method: 'POST', url: '/api/auth/reset-password', payload: { newPassword: NEW_PASSWORD, token } });
    expect((await reset()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(400);
    expect((await signIn(app(), 'reset-hashed@example.org', TEST_PASSWORD)).statusCode).toBe(401);
    expect(await me(sessionCookieOf(await signIn(app(), 'reset-hashed@example.org', NEW_PASSWORD)))).toMatchObject({
      isAuthenticated: true,
    });
  });
});
