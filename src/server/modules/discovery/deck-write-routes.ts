// The discovery writes (docs/decisions/0020-discovery.md): a swipe, View Again, a rewind, a boost,
// a block, a report and an unmatch. Each changes what decks show (the writer's own, and the writer
// on others' pages), never the writer's session or stages: they drop only the deck pages that
// name the writer, on every server, and the session and stages stay kept
// (docs/decisions/0026-member-path-caches.md, "What a deck write drops").
import type { FastifyInstance } from 'fastify';
import * as routes from '../../../shared/routes/discovery';
import { unmatch as unmatchRoute } from '../../../shared/routes/matches';
import { rowIdParams } from '../../../shared/routes/id-params';
import { noStore, registerOwnDataRoute, registerRoute } from '../../plugins/route-contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { requireMember } from '../../plugins/route-access';
import type { PushAnnouncer } from '../../platform/push-announcer';
import type { LivePublisher } from '../../platform/live/live-publisher';
import { isPremiumCaller } from '../session';
import { readViewer } from '../member-cards';
import { unmatch } from '../matches';
import { startBoost } from './boost';
import { profilePaused } from './paused';
import { countReport } from './report-limit';
import { rewindLastPass } from './rewind';
import { block, report } from './safety';
import { profileRequired, swipe } from './swipe';
import { viewAgain } from './view-again';

/** Declared by each route here: its write drops only the deck pages (member-changes.ts, `changesOnlyDecks`). */
const deckWrite = { config: { changesOnlyDecks: true } } as const;

export function deckWriteRoutes(
  app: FastifyInstance,
  options: { db: Database; hub: LivePublisher; reportsPerDay: number; push?: PushAnnouncer },
): void {
  const { db, hub } = options;

  /** A conversation ended: both members' open screens close it at once, saying nothing of why. */
  const closeConversation = (conversationId: number, members: string[]) =>
    hub.publish({ to: members, event: { type: 'closed', conversationId } });

  registerRoute(
    app,
    routes.swipe,
    async (request, reply, { body: input }) => {
      const now = new Date();
      const viewer = await readViewer(db, requireMember(request).id, now);
      if (!viewer) throw profileRequired();
      // A paused member is seen by nobody new: a like from them would match someone they hide from.
      if (viewer.row.pausedAt) throw profilePaused();
      noStore(reply);
      return swipe(db, viewer, await isPremiumCaller(db, request), input, now, options.push);
    },
    deckWrite,
  );

  registerOwnDataRoute(app, routes.viewAgain, async (memberId) => ({ restored: await viewAgain(db, memberId) }), deckWrite);

  // Premium's rewind: the latest pass of today comes back (rewind.ts). The POST drops the viewer's
  // kept deck pages like any write of theirs (docs/decisions/0026-member-path-caches.md).
  registerRoute(
    app,
    routes.rewind,
    async (request, reply) => {
      const now = new Date();
      const viewer = await readViewer(db, requireMember(request).id, now);
      if (!viewer) throw profileRequired();
      noStore(reply);
      return rewindLastPass(db, viewer, now);
    },
    deckWrite,
  );

  registerOwnDataRoute(app, routes.startBoost, (memberId) => startBoost(db, memberId, new Date()), deckWrite);

  registerRoute(
    app,
    routes.blockMember,
    async (request, reply, { body: { memberId } }) => {
      const viewerId = requireMember(request).id;
      const ended = await block(db, viewerId, memberId);
      if (ended) await closeConversation(ended.conversationId, [viewerId, memberId]);
      noStore(reply);
      return { blocked: true } as const;
    },
    deckWrite,
  );

  registerRoute(
    app,
    routes.reportMember,
    async (request, reply, { body: input }) => {
      const reporterId = requireMember(request).id;
      // Counted before anything is written: past the day's reports nothing changes (the member can still block).
      await countReport(db, reporterId, options.reportsPerDay);
      const ended = await report(db, reporterId, input);
      if (ended) await closeConversation(ended.conversationId, [reporterId, input.memberId]);
      // Never the details: they may quote private messages.
      request.log.info({ reporterId, reason: input.reason }, 'member reported');
      noStore(reply);
      return { reported: true } as const;
    },
    deckWrite,
  );

  registerRoute(
    app,
    unmatchRoute,
    async (request, reply) => {
      const params = rowIdParams.safeParse(request.params);
      const viewerId = requireMember(request).id;
      const ended = params.success ? await unmatch(db, viewerId, params.data.id) : null;
      if (!params.success || !ended) throw new AppError('NOT_FOUND', 'No such match.');
      await closeConversation(params.data.id, [viewerId, ended.partnerId]);
      noStore(reply);
      return { unmatched: true } as const;
    },
    deckWrite,
  );
}
