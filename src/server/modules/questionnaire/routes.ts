// GET and PUT /api/questionnaire: the onboarding step after subscribing (spec sections 2, 4, 5).
import type { FastifyInstance } from 'fastify';
import { questionnaireAnswers, type QuestionnaireResponse } from '../../../shared/contracts/questionnaire';
import type { Database } from '../../db/client';
import { requireMember } from '../../plugins/route-access';
import { parseInput } from '../../validate';
import { readAnswers, saveAnswers } from './queries';

export async function questionnaireRoutes(app: FastifyInstance, options: { db: Database }) {
  // 'subscriber': the questionnaire comes after the membership is paid (the onboarding order).
  app.get('/api/questionnaire', { config: { access: 'subscriber' } }, async (request, reply): Promise<QuestionnaireResponse> => {
    reply.header('cache-control', 'no-store');
    return { answers: await readAnswers(options.db, requireMember(request).id) };
  });

  app.put('/api/questionnaire', { config: { access: 'subscriber' } }, async (request, reply): Promise<QuestionnaireResponse> => {
    const userId = requireMember(request).id;
    const input = parseInput(questionnaireAnswers, request.body);
    const answers = await saveAnswers(options.db, userId, input);
    // Never the answers themselves: the bio and preferences are personal.
    request.log.info({ userId }, 'questionnaire saved');
    reply.header('cache-control', 'no-store');
    return { answers };
  });
}
