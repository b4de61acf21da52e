// GET and PUT /api/profile: the member profile matching needs (issue 5), editable any time.
import type { FastifyInstance } from 'fastify';
import { getProfile, saveProfile as saveProfileRoute } from '../../../shared/routes/profile';
import { registerRoute } from '../../plugins/route-contracts';
import type { Database } from '../../db/client';
import { requireMember } from '../../plugins/route-access';
import { readProfile, saveProfile } from './queries';

export async function profileRoutes(app: FastifyInstance, options: { db: Database }) {
  // 'subscriber': profiles are for members with a membership (spec section 2).
  registerRoute(app, getProfile, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return readProfile(options.db, requireMember(request).id);
  });

  registerRoute(app, saveProfileRoute, async (request, reply, { body: input }) => {
    const userId = requireMember(request).id;
    const saved = await saveProfile(options.db, userId, input);
    // Never the profile itself: religion, heritage and family are personal.
    request.log.info({ userId }, 'profile saved');
    reply.header('cache-control', 'no-store');
    return saved;
  });
}
