// The members whose decks `npm run bench:discovery` times, and the longer histories it gives them
// (docs/targets.md S6: the deck may be at most 1.5 times slower when a history grows ten times).
import { and, desc, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../src/server/db/client';
import { profiles, swipes, users } from '../../src/server/db/schema';
import { swipeableBy } from '../../src/server/modules/discovery/deck-query';
import { readViewer, type Viewer } from '../../src/server/modules/member-cards/viewer';

/**
 * `count` members who may use the deck (identity approved, membership active), still have the
 * history the population was generated with (a database kept from an earlier run has viewers
 * whose history that run grew), and have at least `deckAtLeast` members in their deck, so that
 * set B can swipe the top of it (a viewer seeking their own gender, or a narrow age range, may
 * have fewer). The order is a hash of the id: the same viewers on every run.
 */
export async function chooseViewers(
  pool: pg.Pool,
  db: Database,
  count: number,
  history: number,
  deckAtLeast: number,
  now: Date,
): Promise<Viewer[]> {
  const rows = await pool.query<{ id: string }>(
    `select u.id from "user" u
     join identity_verification iv on iv.user_id = u.id and iv.status = 'approved'
     where exists (select 1 from subscriptions s where s.user_id = u.id and s.plan = 'basic' and s.status = 'active')
       and (select count(*) from swipe sw where sw.swiper_id = u.id) = $2
     order by md5(u.id || 'viewer') limit $1`,
    [2 * count, history],
  );
  const viewers: Viewer[] = [];
  for (const { id } of rows.rows) {
    if (viewers.length === count) break;
    const viewer = await readViewer(db, id, now);
    if (!viewer) throw new Error(`member ${id} has no profile`);
    if ((await topOfDeck(db, viewer, deckAtLeast, now)).length === deckAtLeast) viewers.push(viewer);
  }
  return viewers;
}

export const historyOf = async (pool: pg.Pool, viewerId: string): Promise<number> =>
  (await pool.query<{ count: number }>(`select count(*)::int as count from swipe where swiper_id = $1`, [viewerId])).rows[0]!.count;

const notSwipedBy = (viewerId: string) =>
  sql`not exists (select 1 from swipe sw where sw.swiper_id = ${viewerId} and sw.target_id = ${profiles.userId})`;

/** The first `count` members of the viewer's deck that the viewer has not swiped, most recently active first. */
const topOfDeck = (db: Database, viewer: Viewer, count: number, now: Date) =>
  db
    .select({ id: profiles.userId })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(swipeableBy(viewer.profile, now), notSwipedBy(viewer.row.id)))
    .orderBy(desc(profiles.lastActiveAt))
    .limit(count);

/** `extra` more swipes on members drawn at random among everyone the viewer has not swiped. */
export async function swipeAtRandom(pool: pg.Pool, viewer: Viewer, extra: number): Promise<void> {
  await pool.query(
    `insert into swipe (swiper_id, target_id, direction, created_at)
     select $1, u.id, case when random() < 0.3 then 'like' else 'pass' end, now() - random() * interval '30 days'
     from "user" u
     where u.id <> $1 and not exists (select 1 from swipe sw where sw.swiper_id = $1 and sw.target_id = u.id)
     order by random() limit $2`,
    [viewer.row.id, extra],
  );
}

/**
 * `extra` more swipes on the members at the top of the viewer's deck, most recently active first:
 * what a member who swipes through their deck leaves behind, and the worst case for the deck,
 * whose walk must now step over all of them before it finds anyone new.
 */
export async function swipeTopOfDeck(db: Database, viewer: Viewer, extra: number, now: Date): Promise<void> {
  const top = await topOfDeck(db, viewer, extra, now);
  if (top.length < extra) throw new Error(`only ${top.length} members in the deck of ${viewer.row.id}`);
  await db
    .insert(swipes)
    .values(top.map(({ id }) => ({ swiperId: viewer.row.id, targetId: id, direction: 'pass' as const, createdAt: now })));
}
