// When each member was last on the site, for the away e-mails (docs/decisions/0025-away-notifications.md):
// every request a member makes, written at most once a minute per member by each server, and
// every live socket open on this server, written when it opens and closes and refreshed at each
// run of the job, so a member with the messages page open is never "away".
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { AWAY_EMAILS } from '../../../shared/contracts/account-notifications';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

const WRITE_EVERY_MS = AWAY_EMAILS.presenceWriteEverySeconds * 1000;
/** Members whose last write this server remembers; past it, the stale ones are forgotten. */
const REMEMBERED = 10_000;

/** These members were here at `now` (never moving a later time back). Accounts deleted meanwhile drop out. */
export async function recordSeen(db: Database, memberIds: string[], now: Date): Promise<void> {
  if (memberIds.length === 0) return;
  const ids = sql.join(
    memberIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    insert into away_email_state (user_id, last_seen_at)
    select u.id, ${now.toISOString()}::timestamptz from ${users} u where u.id in (${ids})
    on conflict (user_id) do update set last_seen_at = excluded.last_seen_at
    where away_email_state.last_seen_at is null or away_email_state.last_seen_at < excluded.last_seen_at`);
}

export class Presence {
  /** When this server last wrote each member's time (milliseconds). */
  private readonly written = new Map<string, number>();
  /** Live sockets open on this server, per member. */
  private readonly sockets = new Map<string, number>();
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A request by the member: written unless this server wrote them less than a minute ago. */
  seen(memberId: string, now = new Date()): void {
    const last = this.written.get(memberId);
    if (last !== undefined && now.getTime() - last < WRITE_EVERY_MS) return;
    if (this.written.size >= REMEMBERED) this.forgetBefore(now.getTime() - WRITE_EVERY_MS);
    this.written.set(memberId, now.getTime());
    this.write([memberId], now);
  }

  socketOpened(memberId: string): void {
    this.sockets.set(memberId, (this.sockets.get(memberId) ?? 0) + 1);
    this.write([memberId], new Date());
  }

  /** The member was here until now. */
  socketClosed(memberId: string): void {
    const open = (this.sockets.get(memberId) ?? 1) - 1;
    if (open > 0) this.sockets.set(memberId, open);
    else this.sockets.delete(memberId);
    this.write([memberId], new Date());
  }

  /** Members with a socket open here are here at `now` (each run of the job starts with it). */
  async refreshSockets(now: Date): Promise<void> {
    await recordSeen(this.db, [...this.sockets.keys()], now);
  }

  /** Resolves once every write started so far has settled (before a run, and before the app closes). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private write(memberIds: string[], now: Date): void {
    const task = recordSeen(this.db, memberIds, now).catch((error: unknown) =>
      this.log.warn({ err: error }, 'last seen time not recorded'),
    );
    this.pending.add(task);
    void task.finally(() => this.pending.delete(task));
  }

  private forgetBefore(cutoff: number): void {
    for (const [memberId, writtenAt] of this.written) if (writtenAt < cutoff) this.written.delete(memberId);
    // Still full of members seen this minute: start over (at worst, one extra write each).
    if (this.written.size >= REMEMBERED) this.written.clear();
  }
}
