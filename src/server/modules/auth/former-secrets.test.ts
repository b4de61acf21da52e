// Rotating BETTER_AUTH_SECRET (docs/operations.md, "Secrets and their rotation"): with the former
// secret listed in BETTER_AUTH_PREVIOUS_SECRETS, a member signed in before the change stays signed
// in (for our session check and for better-auth's own routes) and an admin's second factor still
// opens; without it, both end, as they did before the setting existed.
import { createHmac } from 'node:crypto';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SahelHeartsApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { twoFactors } from '../../db/schema';
import { signedInMember, signIn, signInAgain } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { SITE_ORIGIN } from '../../test/site';
import { authSecretConfig, resignedCookieHeader, secretVersion } from './former-secrets';
import { unsignedCookieValue } from './session-user';

const FORMER = 'the-former-secret-of-at-least-32-characters';
const CURRENT = 'the-current-secret-of-at-least-32-characters';
const OLDEST = 'the-oldest-secret-of-at-least-32-characters';

const signed = (value: string, secret: string) => `${value}.${createHmac('sha256', secret).update(value).digest('base64')}`;
const cookie = (name: string, value: string, secret: string) => `${name}=${encodeURIComponent(signed(value, secret))}`;

describe('resignedCookieHeader', () => {
  const names = ['better-auth.session_token', 'better-auth.dont_remember'];

  it('signs again with the current secret the named cookies a former secret signed', () => {
    const header = `theme=dark; ${cookie(names[0]!, 'token123', FORMER)}; ${cookie(names[1]!, 'true', OLDEST)}`;
    expect(resignedCookieHeader(header, names, CURRENT, [FORMER, OLDEST])).toBe(
      `theme=dark; ${cookie(names[0]!, 'token123', CURRENT)}; ${cookie(names[1]!, 'true', CURRENT)}`,
    );
  });

  it('leaves alone what the current secret signed, what no listed secret signed, other cookies and later duplicates', () => {
    const current = `${cookie(names[0]!, 'token123', CURRENT)}; other=${encodeURIComponent(signed('x', FORMER))}`;
    expect(resignedCookieHeader(current, names, CURRENT, [FORMER])).toBe(current);
    const forged = cookie(names[0]!, 'token123', 'a-secret-nobody-listed-of-32-characters');
    expect(resignedCookieHeader(forged, names, CURRENT, [FORMER])).toBe(forged);
    // better-call reads the first cookie of a name: a second one is not its concern.
    const twice = `${cookie(names[0]!, 'first', CURRENT)}; ${cookie(names[0]!, 'second', FORMER)}`;
    expect(resignedCookieHeader(twice, names, CURRENT, [FORMER])).toBe(twice);
    expect(resignedCookieHeader('theme=dark', names, CURRENT, [FORMER])).toBe('theme=dark');
  });
});

describe('authSecretConfig', () => {
  it('encrypts with the current secret and decrypts with every listed one, versioned by the secret itself', async () => {
    const config = authSecretConfig(CURRENT, [FORMER, OLDEST]);
    expect(config.currentVersion).toBe(secretVersion(CURRENT));
    expect([...config.keys.entries()]).toEqual([
      [secretVersion(CURRENT), CURRENT],
      [secretVersion(FORMER), FORMER],
      [secretVersion(OLDEST), OLDEST],
    ]);
    // Ciphertexts from before better-auth versioned them were sealed with the oldest secret listed.
    expect(config.legacySecret).toBe(OLDEST);
    expect(authSecretConfig(CURRENT, []).legacySecret).toBe(CURRENT);
    // The same secret keeps its version from one list to the next.
    expect(authSecretConfig(FORMER, []).currentVersion).toBe(secretVersion(FORMER));
    // What a former secret sealed, versioned or not (before this setting), opens while it is listed.
    const versioned = await symmetricEncrypt({ key: authSecretConfig(FORMER, [OLDEST]), data: 'totp' });
    const bare = await symmetricEncrypt({ key: OLDEST, data: 'codes' });
    expect(await symmetricDecrypt({ key: config, data: versioned })).toBe('totp');
    expect(await symmetricDecrypt({ key: config, data: bare })).toBe('codes');
    await expect(symmetricDecrypt({ key: authSecretConfig(CURRENT, [OLDEST]), data: versioned })).rejects.toThrow();
  });
});

describe('a server restarted with a new BETTER_AUTH_SECRET', () => {
  let database: DatabaseHandle;
  let memberCookie: string;
  const apps: SahelHeartsApp[] = [];
  const appWith = async (env: Record<string, string>) => {
    const app = await buildTestApp(database, { AUTH_RATE_LIMIT_PER_HOUR: '1000', ...env });
    apps.push(app);
    return app;
  };
  const me = async (app: SahelHeartsApp, cookie: string) => {
    const answer = (await app.inject({ url: '/api/me', headers: { cookie } })).json<{
      isAuthenticated: boolean;
      user?: { email: string };
    }>();
    return answer.isAuthenticated ? answer.user!.email : null;
  };

  beforeAll(async () => {
    database = await testDatabases()[0]!.open();
    // Signed in, and an admin enrolled in TOTP, while FORMER was the secret.
    const before = await appWith({ BETTER_AUTH_SECRET: FORMER });
    memberCookie = await signedInMember(before, database.db, 'amina@example.org');
    await signedInMember(before, database.db, 'hodan@example.org', 'admin');
    expect(await me(before, memberCookie)).toBe('amina@example.org');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
  });

  it("signs everyone out and closes the admins' second factor when the former secret is not listed", async () => {
    const app = await appWith({ BETTER_AUTH_SECRET: CURRENT });
    expect(await me(app, memberCookie)).toBeNull();
    // The TOTP secret was encrypted under the former secret: only a list with it opens it.
    const [enrolment] = await database.db.select({ secret: twoFactors.secret }).from(twoFactors);
    await expect(symmetricDecrypt({ key: authSecretConfig(CURRENT, []), data: enrolment!.secret })).rejects.toThrow();
    await expect(symmetricDecrypt({ key: authSecretConfig(CURRENT, [FORMER]), data: enrolment!.secret })).resolves.toBeTruthy();
  });

  it('keeps them signed in and the second factor working while it is listed, and signs anything new with the current one', async () => {
    const app = await appWith({ BETTER_AUTH_SECRET: CURRENT, BETTER_AUTH_PREVIOUS_SECRETS: `${FORMER},${OLDEST}` });
    expect(await me(app, memberCookie)).toBe('amina@example.org');
    // The admin signs in with the TOTP secret encrypted under the former secret.
    const adminCookie = await signInAgain(app, 'hodan@example.org');
    expect((await app.inject({ url: '/api/admin/counters', headers: { cookie: adminCookie } })).statusCode).toBe(200);
    // New sessions are signed with the current secret only.
    const fresh = (await signIn(app, 'amina@example.org')).cookies.find((item) => item.name.endsWith('session_token'))!;
    expect(unsignedCookieValue(decodeURIComponent(fresh.value), CURRENT)).not.toBeNull();
    expect(unsignedCookieValue(decodeURIComponent(fresh.value), FORMER)).toBeNull();
    // better-auth's own routes read it too: signing out with it ends that session.
    const out = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: memberCookie, origin: SITE_ORIGIN } });
    expect(out.statusCode).toBe(200);
    expect(await me(app, memberCookie)).toBeNull();
  });
});
