// Every state-changing route refuses a cookie-carrying request from another origin, before its
// own checks run (docs/decisions/0009-accounts.md, "Cross-site requests").
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../test/accounts';
import { SITE_ORIGIN } from '../test/site';
import { useTestApp } from '../test/app';
import { testDatabases } from '../test/databases';

const sampleUrl = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'x').replace(/\*$/, 'x');

describe.each(testDatabases())('cross-site requests on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase);
  const app = () => testAppRef.current.app;
  const cookieOfMember = () => signedInMember(app(), testAppRef.current.database.db, 'csrf@example.org');

  it('refuses a write with the member cookie from any other origin, on every route that writes', async () => {
    const cookie = await cookieOfMember();
    const writes = app().registeredRoutes.filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method));
    expect(writes.length).toBeGreaterThan(20);
    const origins: (string | undefined)[] = ['https://evil.example', 'https://sahelhearts.example.evil.example', 'null', undefined];
    for (const route of writes) {
      for (const origin of origins) {
        const response = await app().inject({
          method: route.method as 'POST',
          url: sampleUrl(route.url),
          headers: { cookie, origin },
          payload: {},
        });
        const context = `${route.method} ${route.url} from ${origin ?? 'no origin'}`;
        expect(response.statusCode, context).toBe(403);
        expect(response.json(), context).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'CROSS_SITE_REQUEST' } });
      }
    }
  });

  it('accepts a write from our own origin, or our own page as the Referer when Origin is missing', async () => {
    const cookie = await cookieOfMember();
    const write = (headers: Record<string, string | undefined>) =>
      app().inject({
        method: 'POST',
        url: '/api/page-views',
        headers: { cookie, ...headers },
        payload: { path: '/events', language: 'en' },
      });
    expect((await write({ origin: SITE_ORIGIN })).statusCode).toBeLessThan(300);
    expect((await write({ origin: undefined, referer: `${SITE_ORIGIN}/events` })).statusCode).toBeLessThan(300);
    expect((await write({ origin: undefined, referer: 'https://evil.example/events' })).statusCode).toBe(403);
  });

  it('refuses a WebSocket handshake with the member cookie from another origin, and lets ours through', async () => {
    const cookie = await cookieOfMember();
    const handshake = (origin: string) =>
      app().inject({
        method: 'GET',
        url: '/api/me',
        headers: { cookie, origin, upgrade: 'websocket', connection: 'Upgrade' },
      });
    const forged = await handshake('https://evil.example');
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ details: { reason: 'CROSS_SITE_REQUEST' } });
    expect((await handshake(SITE_ORIGIN)).statusCode).not.toBe(403);
  });

  it('lets reads through from anywhere, and writes without a cookie (nothing to forge)', async () => {
    const cookie = await cookieOfMember();
    const read = await app().inject({ method: 'GET', url: '/api/me', headers: { cookie, origin: 'https://evil.example' } });
    expect(read.statusCode).toBe(200);
    const anonymous = await app().inject({
      method: 'POST',
      url: '/api/page-views',
      headers: { origin: undefined },
      payload: { path: '/events', language: 'en' },
    });
    expect(anonymous.statusCode).toBeLessThan(300);
  });
});
