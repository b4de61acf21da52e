// The common personal-data entry (platform/personal-data-source.ts): a table whose rows name the
// member in one column, exported as some of its columns and erased whole. Most entries of the
// registry (src/server/personal-data.ts and the modules' personal-data.ts) are this one; the
// others (rows naming two members, pseudonymised logs, stored files) write their own.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DataSubject, PersonalDataSource } from './personal-data-source';

/** Which rows are the member's. */
export type MemberRowsFilter = (subject: DataSubject) => SQL;

/** The rows whose `column` holds the member's id. */
export const byMemberId =
  (column: AnyPgColumn): MemberRowsFilter =>
  ({ id }) =>
    eq(column, id);

/** The rows whose `column` holds the member's e-mail, whatever its case. */
export const byMemberEmail =
  (column: AnyPgColumn): MemberRowsFilter =>
  ({ email }) =>
    sql`lower(${column}) = ${email.toLowerCase()}`;

type ColumnName<T extends PgTable> = Extract<keyof T['_']['columns'], string>;

/**
 * An entry that exports `exported` (the columns by name; none for internal tokens and counters,
 * which are erased but never shown) of the rows `filter` picks, and deletes those rows.
 */
export function memberRows<T extends PgTable>(
  name: string,
  table: T,
  filter: MemberRowsFilter,
  exported: readonly ColumnName<T>[] = [],
): PersonalDataSource {
  const columns = table as unknown as Record<ColumnName<T>, AnyPgColumn>;
  const fields = Object.fromEntries(exported.map((column) => [column, columns[column]]));
  // As a plain table: drizzle's select cannot tell a generic one from a subquery.
  const source: PgTable = table;
  return {
    name,
    ...(exported.length > 0 && {
      collect: (db, subject) => db.select(fields).from(source).where(filter(subject)),
    }),
    erase: async (tx, subject) => {
      await tx.delete(table).where(filter(subject));
    },
  };
}
