// GET /api/me/badges: the counts on the member's tabs, read together so the shell asks once per
// refresh (docs/architecture.md, "The member's shell"). Never cached: they change with every like
// and message.
import type { FastifyInstance } from 'fastify';
import { getBadges } from '../../../shared/routes/badges';
import type { MemberBadges } from '../../../shared/contracts/badges';
import type { Database } from '../../db/client';
import { requireMember } from '../../plugins/route-access';
import { noStore, registerRoute } from '../../plugins/route-contracts';
import { unreadTotalOf } from '../messages';
import { newLikesOf } from './queries';

export async function badgeRoutes(app: FastifyInstance, options: { db: Database }) {
  const { db } = options;
  registerRoute(app, getBadges, async (request, reply): Promise<MemberBadges> => {
    const memberId = requireMember(request).id;
    const [unreadMessages, newLikes] = await Promise.all([unreadTotalOf(db, memberId), newLikesOf(db, memberId)]);
    noStore(reply);
    return { unreadMessages, newLikes };
  });
}
