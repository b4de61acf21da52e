// A like stored as one side of the pair's matches row; the second side confirms it. One
// statement does both, so two likes at the same instant serialise on the pair's unique index and
// end in one confirmed row, reported as new to exactly one of them (the one that confirmed it).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderedPair } from './pair';

export interface LikeOutcome {
  matchId: number;
  /** This like confirmed the match. */
  newMatch: boolean;
  confirmedAt: Date | null;
}

interface LikeRow {
  id: number | string;
  confirmed_at: Date | string | null;
  new_match: boolean;
}

export async function recordLike(tx: Database, likerId: string, likedId: string): Promise<LikeOutcome> {
  const { memberA, memberB, viewerIsA } = orderedPair(likerId, likedId);
  const likedByA = viewerIsA ? sql`now()` : sql`null::timestamptz`;
  const likedByB = viewerIsA ? sql`null::timestamptz` : sql`now()`;
  const result = await tx.execute(sql`
    insert into matches (member_a, member_b, liked_by_a, liked_by_b)
    values (${memberA}, ${memberB}, ${likedByA}, ${likedByB})
    on conflict (member_a, member_b) do update set
      liked_by_a = coalesce(matches.liked_by_a, excluded.liked_by_a),
      liked_by_b = coalesce(matches.liked_by_b, excluded.liked_by_b),
      confirmed = coalesce(matches.liked_by_a, excluded.liked_by_a) is not null
        and coalesce(matches.liked_by_b, excluded.liked_by_b) is not null,
      confirmed_at = case
        when matches.confirmed then matches.confirmed_at
        when coalesce(matches.liked_by_a, excluded.liked_by_a) is not null
          and coalesce(matches.liked_by_b, excluded.liked_by_b) is not null then now()
        else null end
    returning id, confirmed, confirmed_at, (confirmed and confirmed_at = now()) as new_match`);
  // Both drivers answer { rows }; the Database type, shared by both, does not say so. The upsert
  // always returns its one row.
  const [row] = (result as { rows: [LikeRow] }).rows;
  return {
    matchId: Number(row.id),
    newMatch: row.new_match === true,
    confirmedAt: row.confirmed_at === null ? null : new Date(row.confirmed_at),
  };
}
