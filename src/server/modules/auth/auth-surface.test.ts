// What better-auth may be asked, and what it may answer: only the endpoints the product uses, no
// session token in any body, and a password change that always ends the other sessions
// (docs/decisions/0009-accounts.md).
import { describe, expect, it } from 'vitest';
import { sessionCookieOf, signedInMember, signIn } from '../../test/accounts';
import { SITE_ORIGIN, TEST_PASSWORD } from '../../test/site';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';

const NEW_PASSWORD = 'another long sentence 7';

describe.each(testDatabases())('the auth surface on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const post = (url: string, cookie: string, payload: object) =>
    app().inject({ method: 'POST', url, headers: { origin: SITE_ORIGIN, cookie }, payload });
  const signedIn = async (cookie: string) =>
    (await app().inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().isAuthenticated as boolean;

  it('answers 404 to the endpoints the product does not use, signed in or not', async () => {
    const cookie = await signedInMember(app(), db(), 'surface@example.org');
    const unused = [
      ['POST', '/api/auth/update-user', { dateOfBirth: '2015-01-01', displayName: '', language: 'xx', image: 'javascript:alert(1)' }],
      ['GET', '/api/auth/get-session', undefined],
      ['GET', '/api/auth/list-sessions', undefined],
      ['POST', '/api/auth/delete-user', { password: TEST_PASSWORD }],
      ['POST', '/api/auth/change-email', { newEmail: 'taken@example.org' }],
      ['GET', '/api/auth/anything', undefined],
    ] as const;
    for (const [method, url, payload] of unused) {
      for (const who of [cookie, '']) {
        const response = await app().inject({
          method,
          url,
          headers: { origin: SITE_ORIGIN, cookie: who },
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    // Nothing about the member changed through them.
    const me = (await app().inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();
    expect(me).toMatchObject({ isAuthenticated: true });
  });

  it('keeps the session token out of every JSON answer: it is in the http-only cookie only', async () => {
    await signedInMember(app(), db(), 'token@example.org');
    const response = await signIn(app(), 'token@example.org');
    const cookie = sessionCookieOf(response);
    const token = cookie.split('=')[1]!.split('.')[0]!;
    expect(response.json()).not.toHaveProperty('token');
    expect(response.body).not.toContain(token);

    const changed = await post('/api/auth/change-password', cookie, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).not.toHaveProperty('token');
    const newToken = sessionCookieOf(changed).split('=')[1]!.split('.')[0]!;
    expect(changed.body).not.toContain(newToken);
  });

  it('ends the other sessions on a password change even when the browser asks it not to', async () => {
    const here = await signedInMember(app(), db(), 'elsewhere@example.org');
    const there = sessionCookieOf(await signIn(app(), 'elsewhere@example.org'));
    expect(await signedIn(there)).toBe(true);
    const changed = await post('/api/auth/change-password', here, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(await signedIn(there)).toBe(false);
    expect(await signedIn(sessionCookieOf(changed))).toBe(true);
  });

  it('accepts sign-in from the loopback origins of its own port outside production, and no other origin', async () => {
    const cookie = await signedInMember(app(), db(), 'loopback@example.org');
    // better-auth checks the origin of requests that carry a cookie, as a browser's would.
    const from = (origin: string) =>
      app().inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin, cookie },
        payload: { email: 'loopback@example.org', password: TEST_PASSWORD },
      });
    expect((await from('http://127.0.0.1:3000')).statusCode).toBe(200);
    expect((await from('http://[::1]:3000')).statusCode).toBe(200);
    expect((await from('http://127.0.0.1:4000')).statusCode).toBe(403);
    expect((await from('https://evil.example')).statusCode).toBe(403);
  });
});
