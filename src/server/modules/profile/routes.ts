// GET and PUT /api/profile: the member profile matching needs (issue 5), editable any time.
import type { FastifyInstance } from 'fastify';
import { profileInput, type ProfileResponse } from '../../../shared/contracts/profile';
import type { Database } from '../../db/client';
import { requireMember } from '../../plugins/route-access';
import { parseInput } from '../../validate';
import { readProfile, saveProfile } from './queries';

export async function profileRoutes(app: FastifyInstance, options: { db: Database }) {
  // 'subscriber': profiles are for members with a membership (spec section 2).
  app.get('/api/profile', { config: { access: 'subscriber' } }, async (request, reply): Promise<ProfileResponse> => {
    reply.header('cache-control', 'no-store');
    return readProfile(options.db, requireMember(request).id);
  });

  app.put('/api/profile', { config: { access: 'subscriber' } }, async (request, reply): Promise<ProfileResponse> => {
    const userId = requireMember(request).id;
    const input = parseInput(profileInput, request.body);
    const saved = await saveProfile(options.db, userId, input);
    // Never the profile itself: religion, heritage and family are personal.
    request.log.info({ userId }, 'profile saved');
    reply.header('cache-control', 'no-store');
    return saved;
  });
}
