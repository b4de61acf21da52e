// GET and PUT /api/questionnaire: the onboarding step after subscribing (spec sections 2, 4, 5).
import type { FastifyInstance } from 'fastify';
import { getQuestionnaire, saveQuestionnaire } from '../../../shared/routes/questionnaire';
import { registerOwnDataRoute } from '../../plugins/route-contracts';
import type { Database } from '../../db/client';
import { readAnswers, saveAnswers } from './queries';

export async function questionnaireRoutes(app: FastifyInstance, options: { db: Database }) {
  // 'subscriber': the questionnaire comes after the membership is paid (the onboarding order).
  registerOwnDataRoute(app, getQuestionnaire, async (userId) => ({ answers: await readAnswers(options.db, userId) }));

  registerOwnDataRoute(app, saveQuestionnaire, async (userId, { body }, request) => {
    const answers = await saveAnswers(options.db, userId, body);
    // Never the answers themselves: the bio and preferences are personal.
    request.log.info({ userId }, 'questionnaire saved');
    return { answers };
  });
}
