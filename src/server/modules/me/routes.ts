import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../shared/constants';
import type { Me } from '../../../shared/contracts/me';
import { readSessionUser } from '../../plugins/route-access';
import type { Auth } from '../auth/auth';

export async function meRoutes(app: FastifyInstance, options: { auth: Auth }) {
  // Public: a visitor learns they are a visitor. Never cached, it depends on the cookie.
  app.get('/api/me', { config: { access: 'public' } }, async (request, reply): Promise<Me> => {
    reply.header('cache-control', 'no-store');
    const user = await readSessionUser(options.auth, request);
    // The subscription, questionnaire, ID and premium gates come with their issues; until then
    // nobody has passed them, and the server says so.
    const gates = { hasSubscription: false, hasCompletedQuestionnaire: false, hasVerifiedID: false, isPremium: false };
    if (!user) return { isAuthenticated: false, ...gates };
    const language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
    return {
      isAuthenticated: true,
      ...gates,
      user: {
        id: user.id,
        email: user.email,
        emailVerified: user.emailVerified,
        displayName: user.displayName,
        role: user.role === 'admin' ? 'admin' : 'member',
        language,
      },
    };
  });
}
