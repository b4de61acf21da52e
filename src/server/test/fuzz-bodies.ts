// A seeded generator of hostile request bodies for the fuzz tests (docs/targets.md T2): plausible
// values, odd text (NUL, lone surrogates, right-to-left marks, 70,000 characters), prototype keys,
// and nesting. The seed goes into every assertion message, so a failure can be replayed.

import { seededRandom } from '../platform/seeded-random';

export const PLAUSIBLE_STRINGS = [
  'Amina',
  'amina@example.com',
  'en',
  'ar',
  'am',
  '/events',
  '/',
  'example.com',
  'profiles-page',
  '2026-03-10T18:22:05.120Z',
  'ሰላም',
  'مرحبا',
  '👋🏾',
  '\u202e',
  '\ud800',
  '\u0000',
  '   ',
  '',
  '__proto__',
  '{"a":1}',
  "'; drop table events; --",
  '<script>alert(1)</script>',
  '/events?x=1',
];

export function createRandom(seed: number) {
  const next = seededRandom(seed);
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}

export type Random = ReturnType<typeof createRandom>;

export function randomString(random: Random): string {
  if (random.next() < 0.5) return random.pick(PLAUSIBLE_STRINGS);
  const length = random.pick([1, 10, 200, 2_000, 9_000, 70_000]);
  const alphabet = random.pick(['abc xyz', 'ሀለሐመሠ', 'ابتثج', '\u0000\u0001\n\t"\\', '🙂🏽']);
  return Array.from({ length: Math.min(length, 80_000) }, () => alphabet[random.int(alphabet.length)]).join('');
}

export function randomValue(random: Random, depth = 0): unknown {
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

export function randomObject(random: Random, fields: readonly string[], depth = 0): Record<string, unknown> {
  const keys = [...fields, '__proto__', 'constructor', 'extra'];
  // Object.fromEntries makes `__proto__` an own key, so it reaches the wire as a key.
  return Object.fromEntries(
    keys
      .filter(() => random.next() < 0.7)
      .map((key) => [key, random.next() < 0.4 ? random.pick(PLAUSIBLE_STRINGS) : randomValue(random, depth)]),
  );
}

export function mutateValid(random: Random, valid: Record<string, unknown>): Record<string, unknown> {
  const body = { ...valid };
  const keys = Object.keys(valid);
  for (let changes = 1 + random.int(2); changes > 0; changes -= 1) {
    const key = random.pick(keys);
    if (random.next() < 0.2) delete body[key];
    else body[key] = random.next() < 0.7 ? randomString(random) : randomValue(random);
  }
  return body;
}

export function randomRequest(random: Random, valid: Record<string, unknown>): { payload: string; contentType: string } {
  const fields = Object.keys(valid);
  const roll = random.next();
  if (roll < 0.45) return { payload: JSON.stringify(mutateValid(random, valid)), contentType: 'application/json' };
  if (roll < 0.1) return { payload: randomString(random), contentType: 'application/json' };
  if (roll < 0.15) return { payload: 'name=a&email=b', contentType: random.pick(['text/plain', 'application/x-www-form-urlencoded']) };
  const body = roll < 0.25 ? randomValue(random) : randomObject(random, fields);
  return { payload: JSON.stringify(body) ?? 'null', contentType: 'application/json' };
}

/** A JSON text nested `depth` levels deep, alternating arrays and objects, around `leaf`. */
export function nestedJson(depth: number, leaf = '"x"'): string {
  let text = leaf;
  for (let level = 0; level < depth; level += 1) text = level % 2 === 0 ? `[${text}]` : `{"a":${text}}`;
  return text;
}
