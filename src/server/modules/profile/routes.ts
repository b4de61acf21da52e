// GET and PUT /api/profile: the member profile matching needs, editable any time; and its pause
// (docs/decisions/0012-profile.md).
import type { FastifyInstance } from 'fastify';
import {
  getProfile,
  getProfilePause,
  getProfilePrompts,
  saveProfile as saveProfileRoute,
  saveProfilePause as saveProfilePauseRoute,
  saveProfilePrompts as saveProfilePromptsRoute,
} from '../../../shared/routes/profile';
import { registerRoute } from '../../plugins/route-contracts';
import type { Database } from '../../db/client';
import { requireMember } from '../../plugins/route-access';
import { readProfile, saveProfile } from './queries';
import { readProfilePause, saveProfilePause } from './pause';
import { readProfilePrompts, saveProfilePrompts } from './prompts';

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

  registerRoute(app, getProfilePause, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return readProfilePause(options.db, requireMember(request).id);
  });

  // A write of the member: every cache that shows them to others forgets them (dropOnMemberWrites).
  registerRoute(app, saveProfilePauseRoute, async (request, reply, { body }) => {
    const userId = requireMember(request).id;
    const saved = await saveProfilePause(options.db, userId, body);
    request.log.info({ userId, paused: saved.paused }, 'profile pause saved');
    reply.header('cache-control', 'no-store');
    return saved;
  });

  registerRoute(app, getProfilePrompts, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return readProfilePrompts(options.db, requireMember(request).id);
  });

  // Shown on the member's card: a member write, so every cache that shows them forgets them.
  registerRoute(app, saveProfilePromptsRoute, async (request, reply, { body }) => {
    const userId = requireMember(request).id;
    const saved = await saveProfilePrompts(options.db, userId, body);
    // Never the answers: they are the member's own words.
    request.log.info({ userId, prompts: saved.prompts.length }, 'profile prompts saved');
    reply.header('cache-control', 'no-store');
    return saved;
  });
}
