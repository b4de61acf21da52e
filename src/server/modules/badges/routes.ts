// GET /api/me/badges: the counts on the member's tabs, read together so the shell asks once per
// refresh (docs/architecture.md, "The member's shell"). Never cached: they change with every like
// and message.
import type { FastifyInstance } from 'fastify';
import { getBadges } from '../../../shared/routes/badges';
import type { MemberBadges } from '../../../shared/contracts/badges';
import type { Database } from '../../db/client';
import { requireMember } from '../../plugins/route-access';
import { noStore, registerRoute } from '../../plugins/route-contracts';
import { pendingLikesCountOf } from '../discovery';
import { readViewer } from '../member-cards';
import { unreadTotalOf } from '../messages';

export async function badgeRoutes(app: FastifyInstance, options: { db: Database }) {
  const { db } = options;
  registerRoute(app, getBadges, async (request, reply): Promise<MemberBadges> => {
    const memberId = requireMember(request).id;
    const now = new Date();
    // The same count the Likes screen shows (discovery's likes-received.ts): one rule for both.
    const newLikes = async () => {
      const viewer = await readViewer(db, memberId, now);
      return viewer ? pendingLikesCountOf(db, viewer, now) : 0;
    };
    const [unreadMessages, likes] = await Promise.all([unreadTotalOf(db, memberId), newLikes()]);
    noStore(reply);
    return { unreadMessages, newLikes: likes };
  });
}
