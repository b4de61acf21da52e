// GET and PUT /api/questionnaire: the onboarding step after subscribing (spec sections 2, 4, 5).
import type { FastifyInstance } from 'fastify';
import { getQuestionnaire, saveQuestionnaire } from '../../../shared/routes/questionnaire';
import { registerRoute } from '../../plugins/route-contracts';
import type { Database } from '../../db/client';
import { requireMember } from '../../plugins/route-access';
import { readAnswers, saveAnswers } from './queries';

export async function questionnaireRoutes(app: FastifyInstance, options: { db: Database }) {
  // 'subscriber': the questionnaire comes after the membership is paid (the onboarding order).
  registerRoute(app, getQuestionnaire, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { answers: await readAnswers(options.db, requireMember(request).id) };
  });

  registerRoute(app, saveQuestionnaire, async (request, reply, { body: input }) => {
    const userId = requireMember(request).id;
    const answers = await saveAnswers(options.db, userId, input);
    // Never the answers themselves: the bio and preferences are personal.
    request.log.info({ userId }, 'questionnaire saved');
    reply.header('cache-control', 'no-store');
    return { answers };
  });
}
