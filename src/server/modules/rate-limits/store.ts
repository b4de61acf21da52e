// A store for @fastify/rate-limit in the rate_limit_buckets table, so a limit holds across
// restarts and is shared by every instance on the same database.
// One statement per hit, atomic under concurrency, timed by the database's clock so instances
// with drifting clocks still agree. docs/decisions/0010-rate-limits.md says why not Redis.
import { lt, type Placeholder, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitBuckets } from '../../db/schema';
import { AppError } from '../../errors';
import { bucketKey, routeScope } from './keys';

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Fail closed: a request the store cannot count is refused with a 503, never let through and
 * never a 500. Every limited route writes to the same database anyway, so letting it through
 * would gain nothing; for sign-in it would lift the brute-force guard exactly when it is blind.
 * The driver's error rides along as `cause`, which the error handler logs.
 */
function unavailable(error: Error): AppError {
  const refused = new AppError('DATABASE_UNAVAILABLE', 'The service is briefly unavailable. Please try again.');
  return Object.assign(refused, { cause: error });
}

/** What the store reads of the options the plugin hands it: the route, on `child` (README). */
interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

interface Counted {
  current: number;
  ttl: number;
}

/**
 * The statement that counts one hit on `key`, returning `hits` and `ttl_ms` (the milliseconds left
 * in its window; `key` may be a placeholder, db/named-statement.ts). A statement of its own in countHit; a common table expression in a route that
 * counts its hit in the statement doing its work (the message send, modules/messages/send.ts).
 */
export function hitStatement(key: string | Placeholder, windowMs: number) {
  const window = sql`(${windowMs}::float8 * interval '1 millisecond')`;
  return sql`
    insert into rate_limit_buckets as bucket (key, hits, resets_at) values (${key}, 1, now() + ${window})
    on conflict (key) do update set
      hits = case when bucket.resets_at <= now() then 1 else bucket.hits + 1 end,
      resets_at = case when bucket.resets_at <= now() then now() + ${window} else bucket.resets_at end
    returning bucket.hits, greatest(0, extract(epoch from (bucket.resets_at - now())) * 1000)::float8 as ttl_ms`;
}

/** What a counted hit returned: the count and the milliseconds left in its window. */
export const countedOf = (row: { hits: number | string; ttl_ms: number | string }): Counted => ({
  current: Number(row.hits),
  ttl: Math.ceil(Number(row.ttl_ms)),
});

/** Counts one hit on `key` and answers the count and the milliseconds left in its window. */
export async function countHit(db: Database, key: string, windowMs: number): Promise<Counted> {
  const result = await db.execute(hitStatement(key, windowMs));
  const [row] = (result as { rows: { hits: number | string; ttl_ms: number | string }[] }).rows;
  if (!row) throw new Error('rate limit upsert returned no row');
  return countedOf(row);
}

/** The count on `key` without adding to it (a window that has ended counts as empty). */
export async function readHits(db: Database, key: string): Promise<Counted> {
  const rows = await db
    .select({
      hits: rateLimitBuckets.hits,
      ttlMs: sql<number>`extract(epoch from (${rateLimitBuckets.resetsAt} - now())) * 1000`,
    })
    .from(rateLimitBuckets)
    .where(sql`${rateLimitBuckets.key} = ${key} and ${rateLimitBuckets.resetsAt} > now()`);
  const row = rows[0];
  return row ? { current: row.hits, ttl: Math.ceil(Number(row.ttlMs)) } : { current: 0, ttl: 0 };
}

/** Rows whose window has ended mean nothing any more (a new hit starts afresh): drop them. */
export async function deleteExpiredBuckets(db: Database): Promise<number> {
  const deleted = await db
    .delete(rateLimitBuckets)
    .where(lt(rateLimitBuckets.resetsAt, sql`now()`))
    .returning({ key: rateLimitBuckets.key });
  return deleted.length;
}

/**
 * The store class the plugin instantiates (`store: createDatabaseStore(db)`). Each limited
 * route gets a child whose keys start with that route. A limiter made with `createRateLimit`
 * has no route: its keyGenerator writes the whole key. `continueExceeding` and
 * `exponentialBackoff` are not supported (we use neither).
 */
export function createDatabaseStore(db: Database) {
  return class DatabaseRateLimitStore {
    private readonly scope: string | undefined;

    constructor(options: StoreOptions) {
      const route = options.routeInfo;
      this.scope = route?.url ? routeScope(route.method, route.url) : undefined;
    }

    private fullKey(key: string): string {
      return this.scope ? bucketKey(this.scope, key) : key;
    }

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      countHit(db, this.fullKey(key), timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(unavailable(error)),
      );
    }

    read(key: string, callback: StoreCallback): void {
      readHits(db, this.fullKey(key)).then(
        (result) => callback(null, result),
        (error: Error) => callback(unavailable(error)),
      );
    }

    // Typed `object`: the plugin's types say RouteOptions, but it passes its merged options.
    child(routeOptions: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions);
    }
  };
}
