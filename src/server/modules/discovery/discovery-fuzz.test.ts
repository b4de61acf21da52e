// Random bodies on the discovery routes that take one (docs/targets.md T2): only a 4xx with a known
// code or a success, never a 5xx, and nothing stored but what a valid body asks for.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../shared/errors';
import { reports } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { insertMember, MAN, signedInDiscoveryMember, yearsAgo } from '../../test/discovery-members';
import { createRandom, randomRequest } from '../../test/fuzz-bodies';

const ITERATIONS = 60;

describe.each(testDatabases())('fuzzing the discovery routes on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase);
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;

  it('answers random bodies with a 4xx or a success, never a 5xx', async () => {
    const me = await signedInDiscoveryMember(app(), db(), {
      email: 'viewer@example.org',
      profile: MAN,
      dateOfBirth: yearsAgo(32),
      plans: ['basic', 'premium'],
    });
    const her = await insertMember(db(), { email: 'her@example.org' });
    const valid: Record<string, Record<string, unknown>> = {
      '/api/discovery/swipes': { targetId: her, direction: 'pass' },
      '/api/discovery/blocks': { memberId: her },
      '/api/discovery/reports': { memberId: her, reason: 'other', details: 'Odd' },
    };
    const seed = Math.floor(Math.random() * 2 ** 32);
    const random = createRandom(seed);
    for (const [url, body] of Object.entries(valid)) {
      for (let iteration = 0; iteration < ITERATIONS; iteration += 1) {
        const { payload, contentType } = randomRequest(random, body);
        const response = await app().inject({ method: 'POST', url, headers: { cookie: me.cookie, 'content-type': contentType }, payload });
        const context = `seed ${seed}, ${url}, iteration ${iteration}, body ${payload.slice(0, 200)}`;
        expect(response.statusCode, context).toBeLessThan(500);
        if (response.statusCode >= 400) expect(ERROR_CODES, context).toContain(response.json().code);
      }
    }
    for (const row of await db().select().from(reports))
      expect(['fake_profile', 'scam', 'harassment', 'under_18', 'offensive_photo', 'other']).toContain(row.reason);
  });
});
