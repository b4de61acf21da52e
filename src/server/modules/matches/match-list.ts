// GET /api/matches: the viewer's confirmed matches, newest first, as cards. A matched member
// stays in the list even when their membership lapses; a block (or unmatch) removes the row, and
// a suspension or ban hides it (visibleMember, docs/decisions/0024-moderation.md).
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { MatchList } from '../../../shared/contracts/discovery';
import type { Database } from '../../db/client';
import { matches, users } from '../../db/schema';
import { visibleMember } from '../moderation';
import { cardOf, matchingProfileOf } from '../member-cards';
import { selectMembers } from '../member-cards';
import type { Viewer } from '../member-cards';

export async function matchesOf(db: Database, viewer: Viewer, now: Date): Promise<MatchList> {
  const viewerId = viewer.row.id;
  const rows = await db
    .select({ id: matches.id, memberA: matches.memberA, memberB: matches.memberB, confirmedAt: matches.confirmedAt })
    .from(matches)
    .where(and(eq(matches.confirmed, true), or(eq(matches.memberA, viewerId), eq(matches.memberB, viewerId))))
    .orderBy(desc(matches.confirmedAt), desc(matches.id));
  if (rows.length === 0) return { matches: [] };
  const otherOf = (row: (typeof rows)[number]) => (row.memberA === viewerId ? row.memberB : row.memberA);
  const members = await selectMembers(db).where(and(inArray(users.id, rows.map(otherOf)), visibleMember(users.id)));
  const byId = new Map(members.map((member) => [member.id, member]));
  return {
    matches: rows.flatMap((row) => {
      const member = byId.get(otherOf(row));
      if (!member) return [];
      return [
        {
          id: row.id,
          member: cardOf(viewer.profile, matchingProfileOf(member, now), member, true),
          matchedAt: (row.confirmedAt ?? now).toISOString(),
        },
      ];
    }),
  };
}
