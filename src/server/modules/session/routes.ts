import type { FastifyInstance } from 'fastify';
import { getMe, updateMe } from '../../../shared/routes/session';
import { registerRoute } from '../../plugins/route-contracts';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../shared/constants';
import type { Me } from '../../../shared/contracts/me';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { requireMember } from '../../plugins/route-access';
import type { MemberReaders } from './cached-access';

export async function meRoutes(app: FastifyInstance, options: { db: Database; readers: MemberReaders }) {
  // Public: a visitor learns they are a visitor. Never cached, it depends on the cookie.
  registerRoute(app, getMe, async (request, reply): Promise<Me> => {
    reply.header('cache-control', 'no-store');
    // With the reply: a session extended on this call sends its new cookie back.
    // Both from the member caches the access check uses, which every change of the member drops
    // at once on every server (docs/decisions/0026-member-path-caches.md): a sign-out, a payment
    // or an approved identity shows on the next call.
    const user = await options.readers.readCaller(request, reply);
    // Subscription and Premium are what the member's payments grant now; the questionnaire is
    // completed once its answers are saved; the ID once its verification is approved.
    const gates = { hasSubscription: false, hasCompletedQuestionnaire: false, hasVerifiedID: false, isPremium: false };
    if (!user) return { isAuthenticated: false, ...gates };
    const { hasSubscription, hasCompletedQuestionnaire, hasVerifiedID, isPremium } = await options.readers.readStages(user.id);
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
