import type { FastifyInstance } from 'fastify';
import { getMe, updateMe } from '../../../shared/routes/session';
import { registerRoute } from '../../plugins/route-contracts';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../shared/constants';
import type { Me } from '../../../shared/contracts/me';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { requireMember } from '../../plugins/route-access';
import { readSessionUser } from '../auth';
import type { Auth } from '../auth';
import { readMemberStages } from './stage-flags';

export async function meRoutes(app: FastifyInstance, options: { auth: Auth; db: Database }) {
  // Public: a visitor learns they are a visitor. Never cached, it depends on the cookie.
  registerRoute(app, getMe, async (request, reply): Promise<Me> => {
    reply.header('cache-control', 'no-store');
    // With the reply: a session extended on this call sends its new cookie back.
    const user = await readSessionUser(options.auth, options.db, request, reply);
    // Subscription and Premium are what the member's payments grant now; the questionnaire is
    // completed once its answers are saved; the ID once its verification is approved.
    const gates = { hasSubscription: false, hasCompletedQuestionnaire: false, hasVerifiedID: false, isPremium: false };
    if (!user) return { isAuthenticated: false, ...gates };
    const { hasSubscription, hasCompletedQuestionnaire, hasVerifiedID, isPremium } = await readMemberStages(options.db, user.id);
    Object.assign(gates, { hasSubscription, hasCompletedQuestionnaire, hasVerifiedID, isPremium });
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
        twoFactorEnabled: user.twoFactorEnabled === true,
        secondFactorVerified: user.secondFactorVerified,
      },
    };
  });

  // The member's language, stored where the e-mails and SMS codes are written: changing it in
  // the header changes what the next reset e-mail or phone code is written in (the account
  // contract, shared/contracts/account.ts, is the only way it is written after sign-up).
  registerRoute(app, updateMe, async (request, reply, { body: { language } }) => {
    await options.db
      .update(users)
      .set({ language, updatedAt: sql`now()` })
      .where(eq(users.id, requireMember(request).id));
    reply.header('cache-control', 'no-store');
    return { language };
  });
}
