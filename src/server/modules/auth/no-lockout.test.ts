// Brute force stops, and no stranger can lock a member out (docs/decisions/0017-no-lockout.md):
// past the account's ceiling, sign-in is refused but the owner gets a one-time sign-in link, and
// reset requests stop mailing while the links already sent keep working.
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../adapters/mail/outbox-mail-sender';
import { linkFromOutbox, sentMail, sessionCookieOf, signedInMember } from '../../test/accounts';
import { TEST_PASSWORD } from '../../test/site';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';

const CEILING = 4;

describe.each(testDatabases())('no lockout on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, {
    AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '2',
    AUTH_RATE_LIMIT_ACCOUNT_CEILING_PER_HOUR: String(CEILING),
  });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  let address = 0;
  /** Each call from a new client address, as a spread-out attack would come. */
  const post = (url: string, payload: object) => app().inject({ method: 'POST', url, payload, remoteAddress: `10.77.0.${(address += 1)}` });
  const signInAttempt = (email: string, password = 'a wrong guess 123') => post('/api/auth/sign-in/email', { email, password });
  const me = async (cookie: string) => (await app().inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();

  it('past the ceiling refuses sign-in from anywhere, and mails the owner one sign-in link that lets them in', async () => {
    const email = 'besieged@example.org';
    await signedInMember(app(), db(), email);
    for (let attempt = 1; attempt < CEILING; attempt += 1) expect((await signInAttempt(email)).statusCode).toBe(401);
    const refused = await signInAttempt(email, TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', details: { reason: 'SIGN_IN_LINK_SENT' } });
    // More attempts within the quarter hour send no more links.
    expect((await signInAttempt(email)).statusCode).toBe(429);
    const links = (await sentMail(app(), db(), email)).filter((mail) => mail.text.includes('/magic-link/verify'));
    expect(links).toHaveLength(1);
    expect(links[0]!.subject).toBe('Your Sahel Hearts sign-in link');

    const linkPath = await linkFromOutbox(db(), email, '/magic-link/verify');
    const followed = await app().inject({ method: 'GET', url: linkPath });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toMatch(/\/$/);
    expect(await me(sessionCookieOf(followed))).toMatchObject({ isAuthenticated: true });
    // Once only.
    const again = await app().inject({ method: 'GET', url: linkPath });
    expect(again.cookies.find((cookie) => cookie.name.endsWith('session_token') && cookie.value !== '')).toBeUndefined();
  });

  it('answers an unknown address past the ceiling the same way, and mails no one', async () => {
    const email = 'nobody-here@example.org';
    let last = await signInAttempt(email);
    for (let attempt = 1; attempt <= CEILING; attempt += 1) last = await signInAttempt(email);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ code: 'RATE_LIMITED', details: { reason: 'SIGN_IN_LINK_SENT' } });
    await app().backgroundTasks.settled();
    expect(await readOutbox(db(), email)).toEqual([]);
  });

  it('past the ceiling answers reset requests as usual but mails no more, and the links sent still work', async () => {
    const email = 'reset-bombed@example.org';
    await signedInMember(app(), db(), email);
    const answers = [];
    for (let attempt = 0; attempt < CEILING + 3; attempt += 1) {
      answers.push((await post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' })).statusCode);
    }
    expect(answers.every((status) => status === 200)).toBe(true);
    const resets = (await sentMail(app(), db(), email)).filter((mail) => mail.text.includes('/reset-password/'));
    expect(resets).toHaveLength(CEILING);
    const resetPath = await linkFromOutbox(db(), email, '/reset-password/');
    const token = resetPath.split('/reset-password/')[1]!.split('?')[0]!;
    const reset = await app().inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'the owner is back 1', token },
    });
    expect(reset.statusCode).toBe(200);
  });
});
