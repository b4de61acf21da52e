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
import { registerOwnDataRoute } from '../../plugins/route-contracts';
import type { Database } from '../../db/client';
import { readProfile, saveProfile } from './queries';
import { readProfilePause, saveProfilePause } from './pause';
import { readProfilePrompts, saveProfilePrompts } from './prompts';

export async function profileRoutes(app: FastifyInstance, options: { db: Database }) {
  const { db } = options;
  // 'subscriber': profiles are for members with a membership (spec section 2).
  registerOwnDataRoute(app, getProfile, (userId) => readProfile(db, userId));

  registerOwnDataRoute(app, saveProfileRoute, async (userId, { body }, request) => {
    const saved = await saveProfile(db, userId, body);
    // Never the profile itself: religion, heritage and family are personal.
    request.log.info({ userId }, 'profile saved');
    return saved;
  });

  registerOwnDataRoute(app, getProfilePause, (userId) => readProfilePause(db, userId));

  // A write of the member: every cache that shows them to others forgets them (dropOnMemberWrites).
  registerOwnDataRoute(app, saveProfilePauseRoute, async (userId, { body }, request) => {
    const saved = await saveProfilePause(db, userId, body);
    request.log.info({ userId, paused: saved.paused }, 'profile pause saved');
    return saved;
  });

  registerOwnDataRoute(app, getProfilePrompts, (userId) => readProfilePrompts(db, userId));

  // Shown on the member's card: a member write, so every cache that shows them forgets them.
  registerOwnDataRoute(app, saveProfilePromptsRoute, async (userId, { body }, request) => {
    const saved = await saveProfilePrompts(db, userId, body);
    // Never the answers: they are the member's own words.
    request.log.info({ userId, prompts: saved.prompts.length }, 'profile prompts saved');
    return saved;
  });
}
