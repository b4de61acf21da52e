import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { promoteToAdmin } from './queries';

describe.each(testDatabases())('admin counters API on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { AUTH_RATE_LIMIT_PER_HOUR: '1000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const getCounters = (cookie?: string) => app().inject({ method: 'GET', url: '/api/admin/counters', headers: cookie ? { cookie } : {} });
  const putCounter = (name: string, payload: unknown, cookie?: string) =>
    app().inject({ method: 'PUT', url: `/api/admin/counters/${name}`, payload: payload as object, headers: cookie ? { cookie } : {} });

  it('shows an admin the live counts beside the overrides, and saves and clears an override', async () => {
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const empty = { live: 0, override: null };
    expect((await getCounters(admin)).json()).toEqual({ verified: empty, matches: empty, events: empty });
    // A visitor's read is kept in memory (counters/public-counters.ts); the override shows at once all the same.
    expect((await app().inject({ method: 'GET', url: '/api/counters' })).json().verified.source).toBe('fallback');

    const saved = await putCounter('verified', { value: 15000 }, admin);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().verified).toEqual({ live: 0, override: 15000 });
    const publicCounters = await app().inject({ method: 'GET', url: '/api/counters' });
    expect(publicCounters.json().verified).toEqual({ value: 15000, source: 'override' });

    expect((await putCounter('verified', { value: null }, admin)).json().verified).toEqual(empty);
  });

  it.each([
    ['a negative value', 'events', { value: -1 }],
    ['a fraction', 'events', { value: 1.5 }],
    ['a string', 'events', { value: '12' }],
    ['no value', 'events', {}],
    ['an unknown counter', 'members', { value: 1 }],
  ])('refuses %s', async (_label, name, payload) => {
    const admin = await signedInMember(app(), db(), 'admin@example.org', 'admin');
    const response = await putCounter(name, payload, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses a member with 403 and a visitor with 401, and saves nothing', async () => {
    const member = await signedInMember(app(), db(), 'member@example.org');
    expect((await getCounters(member)).statusCode).toBe(403);
    expect((await putCounter('events', { value: 1 }, member)).json().code).toBe('FORBIDDEN');
    expect((await getCounters()).statusCode).toBe(401);
    expect((await putCounter('events', { value: 1 })).json().code).toBe('UNAUTHORIZED');
    expect((await putCounter('events', { value: 1 }, 'better-auth.session_token=forged')).statusCode).toBe(401);
    const publicCounters = await app().inject({ method: 'GET', url: '/api/counters' });
    expect(publicCounters.json().events.source).toBe('fallback');
  });

  it('promotes only an existing account', async () => {
    await signedInMember(app(), db(), 'Later.Admin@example.org');
    expect(await promoteToAdmin(db(), 'nobody@example.org')).toBe(false);
    expect(await promoteToAdmin(db(), ' later.admin@example.org ')).toBe(true);
  });
});
