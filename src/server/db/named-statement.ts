// A raw SQL statement run as a named prepared statement: on PostgreSQL, node-postgres parses a
// name once per connection and then only binds and executes it, so the server does not parse and
// analyse the statement again for every call (docs/decisions/0023-messages.md, "What each message
// costs"). For statements built with `sql` whose text never changes, only their parameters:
// node-postgres refuses a name whose text differs from the one it prepared on that connection.
// PGlite runs it as `db.execute` would. Answers what `db.execute` answers ({ rows }).
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

const dialect = new PgDialect();

export function executeNamed(db: Database, name: string, statement: SQL): Promise<unknown> {
  return db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false).execute();
}
