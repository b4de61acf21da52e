// A raw SQL statement run as a named prepared statement, built once (docs/decisions/0023-messages.md,
// "What each message costs"). The statement is written with drizzle's `sql` and placeholders
// (`sql.placeholder('name')`) where each call's values go, and turned into text and a parameter
// list on its first call only: walking the SQL tree again for every message cost more than the
// statement's round trip. On PostgreSQL node-postgres also parses the name once per connection,
// then only binds and executes it, so the server does not parse and analyse it again either.
// PGlite runs it as `db.execute` would. Answers what `db.execute` answers ({ rows }).
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

const dialect = new PgDialect();

/**
 * The statement `name`, ready to run with the values of its placeholders. The text never changes
 * (node-postgres refuses a name whose text differs from the one it prepared on that connection).
 */
export function namedStatement<Values extends Record<string, unknown>>(
  name: string,
  statement: SQL,
): (db: Database, values: Values) => Promise<unknown> {
  let query: Query | undefined;
  return (db, values) => {
    query ??= dialect.sqlToQuery(statement);
    return db._.session.prepareQuery(query, undefined, name, false).execute(values);
  };
}
