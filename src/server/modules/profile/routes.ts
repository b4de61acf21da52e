// GET and PUT /api/profile: the member profile matching needs (issue 5), editable any time.
import type { FastifyInstance } from 'fastify';
import { profileInput, type ProfileResponse } from '../../../shared/contracts/profile';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { parseInput } from '../../validate';
import { readProfile, saveProfile } from './queries';

function memberIdOf(request: { member?: { id: string } }): string {
  if (!request.member) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
  return request.member.id;
}

export async function profileRoutes(app: FastifyInstance, options: { db: Database }) {
  // 'subscriber': profiles are for members with a membership (spec section 2).
  app.get('/api/profile', { config: { access: 'subscriber' } }, async (request, reply): Promise<ProfileResponse> => {
    reply.header('cache-control', 'no-store');
    return readProfile(options.db, memberIdOf(request));
  });

  app.put('/api/profile', { config: { access: 'subscriber' } }, async (request, reply): Promise<ProfileResponse> => {
    const userId = memberIdOf(request);
    const input = parseInput(profileInput, request.body);
    const saved = await saveProfile(options.db, userId, input);
    // Never the profile itself: religion, heritage and family are personal.
    request.log.info({ userId }, 'profile saved');
    reply.header('cache-control', 'no-store');
    return saved;
  });
}
