// The member's own account: "Download my data", "Delete my account" and the away e-mails' switch
// (docs/decisions/0025-away-notifications.md). Changing the password and signing out everywhere
// are better-auth's own endpoints (/api/auth/change-password, /api/auth/revoke-sessions); see
// docs/decisions/0009.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  deleteAccount,
  exportAccountData,
  getNotificationSettings,
  saveNotificationSettings as saveNotificationSettingsRoute,
} from '../../../shared/routes/account';
import { registerOwnDataRoute, registerRoute } from '../../plugins/route-contracts';
import type { FileStorage } from '../../adapters/storage';
import { INVALID_PASSWORD } from '../../../shared/contracts/account';
import type { Database } from '../../db/client';
import { requireMember } from '../../plugins/route-access';
import type { Auth } from '../auth';
import { verifyPassword } from '../auth';
import { cancelAllForMember, type PaymentsContext } from '../payments';
import { ipKey, memberKey } from '../rate-limits';
import { conversationsWithPartnersOf } from '../matches';
import type { LivePublisher } from '../../platform/live/live-publisher';
import { notificationSettingsOf, saveNotificationSettings } from '../notifications';
import type { DataSubject, PersonalDataRegistry } from '../../platform/personal-data-source';
import { findPasswordHash } from './queries';

/** `sahel-hearts-data-2026-11-22.json` */
export const exportFileName = (date: Date) => `sahel-hearts-data-${date.toISOString().slice(0, 10)}.json`;

/** Expires better-auth's cookies (session token, cached session data) in this browser. */
async function expireSessionCookies(auth: Auth, reply: FastifyReply): Promise<void> {
  const { authCookies } = await auth.$context;
  const cookies = [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map(({ name, attributes }) =>
    [`${name}=`, 'Max-Age=0', `Path=${attributes.path ?? '/'}`, 'HttpOnly', 'SameSite=Lax', ...(attributes.secure ? ['Secure'] : [])].join(
      '; ',
    ),
  );
  reply.header('set-cookie', cookies);
}

export async function accountRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    auth: Auth;
    payments: PaymentsContext;
    storage: FileStorage;
    hub: LivePublisher;
    personalData: PersonalDataRegistry;
  },
) {
  const subjectOf = (member: { id: string; email: string }): DataSubject => ({ id: member.id, email: member.email });

  registerRoute(app, exportAccountData, async (request, reply) => {
    const now = new Date();
    const data = await options.personalData.collect(options.db, subjectOf(requireMember(request)), now);
    reply
      .header('cache-control', 'no-store')
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(now)}"`);
    return reply.send(JSON.stringify(data, null, 2));
  });

  // Whether the member wants e-mails about new matches and messages while away (on by default).
  registerOwnDataRoute(app, getNotificationSettings, (memberId) => notificationSettingsOf(options.db, memberId));
  registerOwnDataRoute(app, saveNotificationSettingsRoute, (memberId, { body }) => saveNotificationSettings(options.db, memberId, body));

  registerRoute(
    app,
    deleteAccount,
    async (request, reply, { body: { password } }) => {
      const member = requireMember(request);
      const hash = await findPasswordHash(options.db, member.id);
      if (!hash || !(await verifyPassword({ hash, password }))) {
        request.log.info({ code: INVALID_PASSWORD }, 'account deletion refused');
        // better-auth's change-password answers a wrong password with this same code, so the
        // browser translates one code for both forms.
        return reply.status(403).send({ code: INVALID_PASSWORD, message: 'The password is not correct.' });
      }
      // The providers first: if one cannot be reached this answers 503 and nothing is erased, so
      // the member can retry. Erasing first would leave a card charged for an account that is gone.
      await cancelAllForMember(options.payments, member.id);
      const conversations = await conversationsWithPartnersOf(options.db, member.id);
      await options.personalData.erase(options.db, options.storage, subjectOf(member), request.log);
      // Its sessions went with it: the sockets opened with them close on every server.
      await options.hub.endSessions(member.id, 'all');
      // Their conversations are gone: the other members' open screens say so at once.
      for (const conversation of conversations) {
        await options.hub.publish({ to: [conversation.partnerId], event: { type: 'closed', conversationId: conversation.id } });
      }
      request.log.info('account deleted');
      await expireSessionCookies(options.auth, reply);
      reply.header('cache-control', 'no-store');
      return { deleted: true } as const;
    },
    {
      config: {
        // Each try costs an argon2 verification, and a stolen session must not guess the password:
        // 10 an hour per member (not per IP: carrier-grade NAT puts many members behind one).
        // The access check ran first, so the member is known; the bucket names them, and so is
        // erased with the rest.
        rateLimit: {
          max: 10,
          timeWindow: '1 hour',
          keyGenerator: (request) => (request.member ? memberKey(request.member.id) : ipKey(request)),
        },
      },
    },
  );
}
