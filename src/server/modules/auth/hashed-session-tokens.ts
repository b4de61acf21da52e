// Session tokens are stored as their SHA-256, never as they are: a copy of the database (a
// backup, a leaked dump) must not hand out signed-in sessions. better-auth has no such option, so
// this wraps its database adapter for the `session` model: a token written is hashed, a token
// looked up is hashed first, and the row handed back carries the token the caller gave, so the
// cookie better-auth sets or refreshes is the real one. A token is 32 random characters, so a plain
// hash (no secret, no salt) cannot be reversed or guessed (docs/decisions/0009-accounts.md).
import { createHash } from 'node:crypto';
import type { drizzleAdapter } from 'better-auth/adapters/drizzle';

type AdapterFactory = ReturnType<typeof drizzleAdapter>;
type Adapter = ReturnType<AdapterFactory>;
type Where = NonNullable<Parameters<Adapter['findOne']>[0]['where']>;

const SESSION_MODEL = 'session';

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

function hashTokensIn(where: Where | undefined): Where | undefined {
  return where?.map((clause) => {
    if (clause.field !== 'token') return clause;
    const value = clause.value;
    if (typeof value === 'string') return { ...clause, value: hashSessionToken(value) };
    if (Array.isArray(value)) return { ...clause, value: value.map((item) => (typeof item === 'string' ? hashSessionToken(item) : item)) };
    return clause;
  }) as Where | undefined;
}

/** The token a lookup named exactly, to hand back in place of its hash. */
function tokenNamedBy(where: Where | undefined): string | undefined {
  const clause = where?.find((item) => item.field === 'token' && (item.operator ?? 'eq') === 'eq');
  return typeof clause?.value === 'string' ? clause.value : undefined;
}

function withToken<Row>(row: Row, token: string | undefined): Row {
  return row && token && typeof row === 'object' ? { ...row, token } : row;
}

export function withHashedSessionTokens(factory: AdapterFactory): AdapterFactory {
  return (options) => hashingSessionTokens(factory(options));
}

function hashingSessionTokens(adapter: Adapter): Adapter {
  const onSessions = (model: string) => model === SESSION_MODEL;
  const wrapped: Adapter = {
    ...adapter,
    // Work done inside a transaction (a password change's new session) is hashed the same way.
    transaction: ((callback: (trx: Adapter) => Promise<unknown>) =>
      adapter.transaction((trx) => callback(hashingSessionTokens(trx as Adapter)))) as Adapter['transaction'],
    create: (async (args: Parameters<Adapter['create']>[0]) => {
      const token = (args.data as { token?: unknown }).token;
      if (!onSessions(args.model) || typeof token !== 'string') return adapter.create(args);
      const row = await adapter.create({ ...args, data: { ...args.data, token: hashSessionToken(token) } });
      return withToken(row, token);
    }) as Adapter['create'],
    findOne: async (args) => {
      if (!onSessions(args.model)) return adapter.findOne(args);
      return withToken(await adapter.findOne({ ...args, where: hashTokensIn(args.where)! }), tokenNamedBy(args.where));
    },
    findMany: async (args) =>
      onSessions(args.model) ? adapter.findMany({ ...args, where: hashTokensIn(args.where) }) : adapter.findMany(args),
    update: (async (args: Parameters<Adapter['update']>[0]) => {
      if (!onSessions(args.model)) return adapter.update(args);
      const token = (args.update as { token?: unknown }).token;
      const update = typeof token === 'string' ? { ...args.update, token: hashSessionToken(token) } : args.update;
      const row = await adapter.update({ ...args, where: hashTokensIn(args.where)!, update });
      return withToken(row, typeof token === 'string' ? token : tokenNamedBy(args.where));
    }) as Adapter['update'],
    updateMany: async (args) =>
      onSessions(args.model) ? adapter.updateMany({ ...args, where: hashTokensIn(args.where)! }) : adapter.updateMany(args),
    delete: async (args) => (onSessions(args.model) ? adapter.delete({ ...args, where: hashTokensIn(args.where)! }) : adapter.delete(args)),
    deleteMany: async (args) =>
      onSessions(args.model) ? adapter.deleteMany({ ...args, where: hashTokensIn(args.where)! }) : adapter.deleteMany(args),
    count: async (args) => (onSessions(args.model) ? adapter.count({ ...args, where: hashTokensIn(args.where) }) : adapter.count(args)),
  };
  return wrapped;
}
