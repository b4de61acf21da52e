// The statements drizzle sends, caught by its logger, and PostgreSQL's plan of each: how a
// benchmark shows why a query is as fast or slow as it is (used by `npm run bench:discovery`).
import type { Logger } from 'drizzle-orm/logger';
import type pg from 'pg';

export interface Statement {
  sql: string;
  params: unknown[];
}

/** A drizzle logger that records statements only while `capture` runs. */
export class StatementRecorder implements Logger {
  private recording: Statement[] | null = null;

  logQuery(query: string, params: unknown[]): void {
    this.recording?.push({ sql: query, params });
  }

  async capture(run: () => Promise<unknown>): Promise<Statement[]> {
    this.recording = [];
    try {
      await run();
      return this.recording;
    } finally {
      this.recording = null;
    }
  }
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of one statement with its parameters, as text, on the connection that
 * ran it. A statement the app prepared under a name (the deck's, deck-query.ts) is analysed as
 * `EXECUTE` of that prepared statement: the plan shown is then the one PostgreSQL keeps for it on
 * that connection (after five executions, a generic plan whenever it estimates it no dearer), and
 * a first line says which kind it was. Any other statement is planned for its values.
 */
export async function explain(client: pg.ClientBase, statement: Statement): Promise<string> {
  const prepared = async () =>
    (
      await client.query<{ name: string; generic: number }>(
        'select name, generic_plans::int as generic from pg_prepared_statements where statement = $1',
        [statement.sql],
      )
    ).rows[0];
  const before = await prepared();
  if (!before) {
    const result = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.sql}`, statement.params);
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  }
  const literals = statement.params.map((value) => client.escapeLiteral(String(value))).join(', ');
  const result = await client.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) execute ${client.escapeIdentifier(before.name)}(${literals})`,
  );
  const generic = (await prepared())!.generic > before.generic;
  return [`Prepared statement ${before.name}, ${generic ? 'generic' : 'custom'} plan`, ...result.rows.map((row) => row['QUERY PLAN'])].join(
    '\n',
  );
}

/** The tables a plan reads whole ("Seq Scan on swipe sw" names the table, then the alias). */
export const sequentialScans = (plan: string): string[] => [...plan.matchAll(/Seq Scan on (\S+)/g)].map((match) => match[1]!);

/** The "Execution Time" PostgreSQL reports at the end of an analysed plan, in ms. */
export const executionMs = (plan: string): number => Number(plan.match(/Execution Time: ([\d.]+) ms/)?.[1] ?? NaN);

/** The "Planning Time" of an analysed plan, in ms. */
export const planningMs = (plan: string): number => Number(plan.match(/Planning Time: ([\d.]+) ms/)?.[1] ?? NaN);

/**
 * The pages the whole statement touched (its top node's buffers: found in memory or read): the
 * work a plan does, which unlike its time does not depend on what else the machine is running.
 */
export function buffersOf(plan: string): number {
  const line = plan.split('\n').find((text) => text.trim().startsWith('Buffers: shared'));
  return Number(line?.match(/hit=(\d+)/)?.[1] ?? 0) + Number(line?.match(/read=(\d+)/)?.[1] ?? 0);
}
