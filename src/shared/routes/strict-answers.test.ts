// Every answer a route contract declares is strict, nested objects included
// (docs/decisions/0028-route-contracts.md, "Since"): the answer checks of the server's tests and of
// the browser's development runs then refuse a field the contract lacks, so one the server adds
// by mistake (a member's e-mail, coordinates) fails a test instead of reaching the browser.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteContract } from './route';

/** Every module of src/shared/routes but the tests, loaded as the server and the browser load them. */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

const isContract = (value: unknown): value is RouteContract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

const contracts = Object.values(modules).flatMap((exports) => Object.values(exports).filter(isContract));

const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  getter?: () => z.ZodType;
};

/**
 * The paths (`reports[].reporter`) of every object in the schema that lets a field it does not
 * declare through: a `z.object` (which strips it when parsing, but does not refuse it) or a
 * `z.looseObject`. A strict object's catchall is `never`.
 */
function lenientObjectsOf(schema: z.ZodType, path = '(answer)', within = new Set<z.ZodType>()): string[] {
  // A schema inside itself (z.lazy) is walked once on each branch.
  if (within.has(schema)) return [];
  const inner = (child: z.ZodType | null | undefined, at = path) =>
    child ? lenientObjectsOf(child, at, new Set([...within, schema])) : [];
  const def = schema._zod.def as Def;
  switch (def.type) {
    case 'object': {
      const own = def.catchall?._zod.def.type === 'never' ? [] : [path];
      return [...own, ...Object.entries(def.shape!).flatMap(([key, child]) => inner(child, `${path}.${key}`))];
    }
    case 'array':
      return inner(def.element, `${path}[]`);
    case 'set':
      return inner(def.valueType, `${path}[]`);
    case 'record':
    case 'map':
      return [...inner(def.keyType), ...inner(def.valueType, `${path}{}`)];
    case 'tuple':
      return [...(def.items ?? []).flatMap((item, index) => inner(item, `${path}[${index}]`)), ...inner(def.rest, `${path}[]`)];
    case 'union':
      return def.options!.flatMap((option) => inner(option));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    case 'lazy':
      return inner(def.getter!());
    default:
      // optional, nullable, default, readonly, catch, nonoptional, prefault and the like wrap one schema.
      return inner(def.innerType);
  }
}

describe('route answers', () => {
  it('are found in every contract module', () => {
    // A glob that matched nothing would let the next test pass on no contract at all.
    expect(Object.keys(modules).length).toBeGreaterThan(15);
    expect(contracts.filter((contract) => isSchema(contract.response)).length).toBeGreaterThan(60);
  });

  it('are strict, nested objects included', () => {
    const lenient = contracts.flatMap((contract) =>
      isSchema(contract.response) ? lenientObjectsOf(contract.response).map((path) => `${contract.method} ${contract.path}: ${path}`) : [],
    );
    expect(lenient).toEqual([]);
  });

  it('are walked into every kind of nesting', () => {
    const row = z.object({ id: z.number() });
    const answer = z.strictObject({
      list: z.array(z.strictObject({ inner: row.nullable() })),
      byId: z.record(z.string(), row),
      either: z.discriminatedUnion('kind', [z.strictObject({ kind: z.literal('a') }), z.looseObject({ kind: z.literal('b') })]),
      later: z.lazy(() => row).optional(),
      piped: z.string().pipe(z.transform((text) => ({ text }))),
      extended: z.strictObject({ a: z.string() }).extend({ b: row }),
    });
    expect(lenientObjectsOf(answer)).toEqual([
      '(answer).list[].inner',
      '(answer).byId{}',
      '(answer).either',
      '(answer).later',
      '(answer).extended.b',
    ]);
    // A strict object stays strict when extended, and so do the answers built that way.
    expect(lenientObjectsOf(z.strictObject({ a: z.string() }).extend({ b: z.string() }))).toEqual([]);
  });
});
