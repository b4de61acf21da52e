// Every spelling of a limited auth action is counted like the canonical one: the limits cannot
// be skipped by writing the same endpoint another way (docs/decisions/0010-rate-limits.md).
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { rateLimitBuckets } from '../../db/schema';
import { signedInMember } from '../../test/accounts';
import { SITE_ORIGIN } from '../../test/site';
import { buildTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { RATE_LIMITED_AUTH_PATHS } from './routes';

/**
 * A POST over real HTTP with the path sent byte for byte: app.inject() and fetch() both resolve
 * dot segments first, which is exactly what an attacker's client does not do.
 */
function rawPost(port: number, path: string, cookie: string, body: object): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { origin: SITE_ORIGIN, cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Ways an attacker might write `/api/auth<path>` so that another route, or none, matches it. */
function spellingsOf(path: string): string[] {
  const [first, ...rest] = path.slice(1).split('/');
  const tail = rest.length > 0 ? `/${rest.join('/')}` : '';
  const letter = first!.charCodeAt(1).toString(16);
  return [
    `/api/auth/.${path}`,
    `/api/auth/x/..${path}`,
    `/api/auth/%2e${path}`,
    `/api/auth/%2E%2E/auth${path}`,
    `/api/auth/x/%2e%2e${path}`,
    `/api/auth/x/%2E%2e${path}`,
    `/api/auth/.%2e/auth${path}`,
    `/api/auth/${first}/.${tail}`,
    `/api/auth/${first}${tail}/`,
    `/api/auth/${first}${tail}/.`,
    `/api/auth/${first}${tail}//`,
    `/api/auth//${first}${tail}`,
    `/api//auth/${first}${tail}`,
    `/api/auth/${first}//${tail.slice(1)}`,
    `/api/auth\\${first}${tail}`,
    `/api/auth/${first}%2F${tail.slice(1)}`,
    `/api/auth/${first!.toUpperCase()}${tail.toUpperCase()}`,
    `/api/auth/${first![0]}%${letter}${first!.slice(2)}${tail}`,
    `/api/auth/${first}${tail};x=1`,
    `/api/auth/${first}${tail}%00`,
    `/api/auth/${first}${tail}?x=1`,
    `/api/auth/x/../${first}${tail}?x=..`,
  ];
}

/** What better-auth answers when it handled the request (a refusal by a limit or the router is not one). */
const HANDLED_BY_AUTH = (status: number) => status !== 429 && status !== 404 && status !== 400;

function bodyFor(path: string) {
  if (path === '/reset-password') return { newPassword: 'a new long password', token: 'no-such-token' };
  if (path === '/change-password') return { currentPassword: 'whatever it is', newPassword: 'a new long password' };
  return { email: 'guess@example.org', password: 'a wrong password', displayName: 'X', dateOfBirth: '1990-01-01' };
}

describe.each(testDatabases())('auth paths written another way, on $name', (testDatabase) => {
  it('are counted against the same limit as the canonical path, or refused', async () => {
    const database = await testDatabase.open();
    const app = await buildTestApp(database, { AUTH_RATE_LIMIT_PER_IP_PER_HOUR: '1' });
    const reached: string[] = [];
    try {
      const cookie = await signedInMember(app, database.db, 'spelling@example.org');
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      for (const path of RATE_LIMITED_AUTH_PATHS) {
        await database.db.delete(rateLimitBuckets);
        // Spends the one try of the hour. A refused spelling spends nothing more, so every
        // spelling of this path then meets the same spent limit (one costly password check per
        // path, not per spelling).
        await rawPost(port, `/api/auth${path}`, cookie, bodyFor(path));
        for (const spelling of spellingsOf(path)) {
          const status = await rawPost(port, spelling, cookie, bodyFor(path));
          if (HANDLED_BY_AUTH(status)) reached.push(`${spelling} -> ${status}`);
        }
      }
    } finally {
      await app.close();
      await database.close();
    }
    expect(reached).toEqual([]);
  });
});
