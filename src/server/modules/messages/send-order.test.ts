// Two sends in one conversation at the same instant commit in the order of their ids, so a page
// read between them never holds the later one while the earlier is still invisible, and a catch-up
// from its newest id misses nothing (docs/decisions/0023-messages.md, "Catching up"). Needs two
// connections at once: runs where a PostgreSQL server is (TEST_DATABASE_URL). PGlite is one
// connection, whose statements never interleave.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { ConversationView, MessagePage } from '../../../shared/contracts/messages';
import { utcDayOf } from '../../platform/daily-allowance';
import { useTestApp } from '../../test/app';
import { matchedPair, sendMessage } from '../../test/conversations';
import { type TestDatabaseHandle, testDatabases } from '../../test/databases';

const postgres = testDatabases().find((database) => database.name === 'postgres');
const DAY_MS = 24 * 60 * 60 * 1000;

describe.runIf(postgres)('the order of sends in one conversation on postgres', () => {
  const testAppRef = useTestApp(postgres!, { AUTH_RATE_LIMIT_PER_HOUR: '10000', AUTH_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: '10000' });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;
  const url = () => (testAppRef.current.database as TestDatabaseHandle).url!;

  /** Statements of this database waiting for a lock another transaction holds. */
  async function waitingOnLocks(client: pg.Client): Promise<number> {
    const { rows } = await client.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return rows[0]!.waiting;
  }

  it('never lets a page hold a message while an earlier one of the conversation is uncommitted', async () => {
    // The woman is Basic: her send takes her day's allowance in the transaction that stored her
    // message, after its id was taken. The man is Premium: his send is one statement.
    const { man, woman, conversationId } = await matchedPair(app(), db(), { man: { plans: ['basic', 'premium'] } });
    const catchUp = async (after: number) => {
      const response = await app().inject({
        url: `/api/conversations/${conversationId}/messages?after=${after}`,
        headers: { cookie: man.cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<MessagePage>().messages;
    };
    const opened = await app().inject({ url: `/api/conversations/${conversationId}`, headers: { cookie: man.cookie } });
    expect(opened.json<ConversationView>().messages).toEqual([]);
    const cursorAtOpening = 0;

    // Another connection holds the woman's allowance rows (today's, and tomorrow's should the test
    // run across midnight) in an open transaction: her send stores its message, then waits.
    const holder = new pg.Client({ connectionString: url() });
    await holder.connect();
    try {
      const now = Date.now();
      await holder.query('begin');
      await holder.query(`insert into message_allowance (user_id, day, used) values ($1, $2, 0), ($1, $3, 0)`, [
        woman.id,
        utcDayOf(new Date(now)),
        utcDayOf(new Date(now + DAY_MS)),
      ]);
      const hers = sendMessage(app(), woman.cookie, conversationId, 'first, held open');
      await expect.poll(() => waitingOnLocks(holder)).toBe(1);

      // His send, a moment later: it either waits for hers to commit, or (the fault) takes the
      // next id and commits first.
      let his: LightMyRequestResponse | undefined;
      const hisSend = sendMessage(app(), man.cookie, conversationId, 'second').then((response) => (his = response));
      await expect.poll(async () => his !== undefined || (await waitingOnLocks(holder)) === 2).toBe(true);

      // A catch-up between the two commits: the browser's cursor moves to its newest message.
      const between = await catchUp(cursorAtOpening);
      const cursor = Math.max(cursorAtOpening, ...between.map((message) => message.id));

      await holder.query('rollback');
      const [herAnswer, hisAnswer] = await Promise.all([hers, hisSend]);
      expect([herAnswer.statusCode, hisAnswer.statusCode]).toEqual([200, 200]);
      expect(herAnswer.json().message.id).toBeLessThan(hisAnswer.json().message.id);
      // The next catch-up, from the cursor the page between gave, brings both.
      const after = await catchUp(cursor);
      expect([...between, ...after].map((message) => message.body)).toEqual(['first, held open', 'second']);
    } finally {
      await holder.end();
    }
  });
});
