// Random bodies on every public POST route must only ever meet a 4xx or a success (targets.md T2).
// A seeded generator keeps a failure reproducible: the seed is in the assertion message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/errors';
import { createTestApp, type TestApp } from './app';
import { testDatabases } from './databases';

/** A valid body per route: mutating one or two of its fields reaches the database with odd text. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  '/api/contact': { name: 'Amina', email: 'amina@example.com', subject: 'Hello', message: 'Salaam', language: 'sw' },
  '/api/page-views': { path: '/events', language: 'am', referrerHost: 'example.com' },
  '/api/client-errors': {
    message: 'TypeError', stack: 'at x', componentStack: 'at Y', timestamp: '2026-03-10T18:22:05.120Z',
    userAgent: 'Mozilla/5.0', url: 'https://sahelhearts.com/', boundary: 'root',
  },
};

const PLAUSIBLE_STRINGS = [
  'Amina', 'amina@example.com', 'en', 'ar', 'am', '/events', '/', 'example.com', 'profiles-page',
  '2026-03-10T18:22:05.120Z', 'ሰላም', 'مرحبا', '👋🏾', '\u202e', '\ud800', '\u0000', '   ', '',
  '__proto__', '{"a":1}', "'; drop table events; --", '<script>alert(1)</script>', '/events?x=1',
];
const ITERATIONS_PER_ROUTE = 120;

function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}

type Random = ReturnType<typeof createRandom>;

function randomString(random: Random): string {
  if (random.next() < 0.5) return random.pick(PLAUSIBLE_STRINGS);
  const length = random.pick([1, 10, 200, 2_000, 9_000, 70_000]);
  const alphabet = random.pick(['abc xyz', 'ሀለሐመሠ', 'ابتثج', '\u0000\u0001\n\t"\\', '🙂🏽']);
  return Array.from({ length: Math.min(length, 80_000) }, () => alphabet[random.int(alphabet.length)]).join('');
}

function randomValue(random: Random, depth = 0): unknown {
  const kind = random.int(depth > 2 ? 5 : 7);
  switch (kind) {
    case 0:
    case 1:
      return randomString(random);
    case 2:
      return random.pick([0, -1, 1.5, 1e308, -0, 2 ** 53 + 1]);
    case 3:
      return random.pick([true, false]);
    case 4:
      return null;
    case 5:
      return Array.from({ length: random.int(4) }, () => randomValue(random, depth + 1));
    default:
      return randomObject(random, [], depth + 1);
  }
}

function randomObject(random: Random, fields: readonly string[], depth = 0): Record<string, unknown> {
  const keys = [...fields, '__proto__', 'constructor', 'extra'];
  // Object.fromEntries makes `__proto__` an own key, so it reaches the wire as a key.
  return Object.fromEntries(
    keys.filter(() => random.next() < 0.7).map((key) => [key, random.next() < 0.4 ? random.pick(PLAUSIBLE_STRINGS) : randomValue(random, depth)]),
  );
}

function mutateValid(random: Random, valid: Record<string, unknown>): Record<string, unknown> {
  const body = { ...valid };
  const keys = Object.keys(valid);
  for (let changes = 1 + random.int(2); changes > 0; changes -= 1) {
    const key = random.pick(keys);
    if (random.next() < 0.2) delete body[key];
    else body[key] = random.next() < 0.7 ? randomString(random) : randomValue(random);
  }
  return body;
}

function randomRequest(random: Random, valid: Record<string, unknown>): { payload: string; contentType: string } {
  const fields = Object.keys(valid);
  const roll = random.next();
  if (roll < 0.45) return { payload: JSON.stringify(mutateValid(random, valid)), contentType: 'application/json' };
  if (roll < 0.1) return { payload: randomString(random), contentType: 'application/json' };
  if (roll < 0.15) return { payload: 'name=a&email=b', contentType: random.pick(['text/plain', 'application/x-www-form-urlencoded']) };
  const body = roll < 0.25 ? randomValue(random) : randomObject(random, fields);
  return { payload: JSON.stringify(body) ?? 'null', contentType: 'application/json' };
}

describe.each(testDatabases())('fuzzing the POST routes on $name', (testDatabase) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(testDatabase, { CONTACT_RATE_LIMIT_PER_HOUR: '10000' });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it.each(Object.entries(VALID_BODIES))('%s never answers 5xx', async (url, valid) => {
    const seed = Math.floor(Math.random() * 2 ** 32);
    const random = createRandom(seed);
    let stored = 0;
    for (let iteration = 0; iteration < ITERATIONS_PER_ROUTE; iteration += 1) {
      const { payload, contentType } = randomRequest(random, valid);
      const response = await testApp.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': contentType },
        payload,
        // A fresh address each time keeps the rate limits out of the way.
        remoteAddress: `10.${random.int(256)}.${random.int(256)}.${random.int(256)}`,
      });
      const context = `seed ${seed}, iteration ${iteration}, body ${payload.slice(0, 200)}`;
      expect(response.statusCode, context).toBeLessThan(500);
      if (response.statusCode >= 400) expect(ERROR_CODES, context).toContain(response.json().code);
      else stored += 1;
    }
    // Some bodies must get through, or the fuzzing never reached the database.
    expect(stored, `seed ${seed}`).toBeGreaterThan(0);
  });
});
