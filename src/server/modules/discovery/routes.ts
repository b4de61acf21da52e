// The discovery API (docs/decisions/0020-discovery.md): the deck, swipes, 'View Again', the
// full profile, the boost, blocks, reports and matches. Every route is for verified subscribers
// (the spec's gate of /profiles); the boost is Premium's. Only the deck's pages are kept, for
// seconds, and every write of the viewer or of a member on the page drops them
// (docs/decisions/0026-member-path-caches.md).
import type { FastifyInstance } from 'fastify';
import * as routes from '../../../shared/routes/discovery';
import { getMatches, unmatch as unmatchRoute } from '../../../shared/routes/matches';
import { getLikePreview, getLikes } from '../../../shared/routes/likes';
import type { FileStorage } from '../../adapters/storage';
import { readBlurredPreview } from '../photos';
import { isPendingLikerOf, likesOf } from './likes-received';
import { rewindLastPass } from './rewind';
import { z } from 'zod';
import { noStore, registerRoute } from '../../plugins/route-contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { requireMember } from '../../plugins/route-access';
import { isPremiumCaller } from '../session';
import type { LivePublisher } from '../../platform/live/live-publisher';
import type { PushAnnouncer } from '../../platform/push-announcer';
import { startBoost } from './boost';
import { profilePaused } from './paused';
import type { MemberChanges } from '../../platform/member-cache/member-changes';
import { deckFor } from './deck';
import { deckPages } from './deck-pages';
import { matchesOf, unmatch } from '../matches';
import { memberProfileInViewOf } from './members-in-view';
import { countReport } from './report-limit';
import { block, report } from './safety';
import { memberNotFound, swipe } from './swipe';
import { viewAgain } from './view-again';
import { readViewer } from '../member-cards';
import { memberIdParams, rowIdParams } from '../../../shared/routes/id-params';

const previewParams = z.strictObject({ id: z.uuid() });

const profileRequired = () => new AppError('PROFILE_REQUIRED', 'Save your profile first.');

export async function discoveryRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    storage: FileStorage;
    hub: LivePublisher;
    memberChanges: MemberChanges;
    cacheMs: number;
    reportsPerDay: number;
    push?: PushAnnouncer;
  },
) {
  const { db, hub } = options;
  const decks = deckPages(options.memberChanges, options.cacheMs);

  /** A conversation ended: both members' open screens close it at once, saying nothing of why. */
  const closeConversation = (conversationId: number, members: string[]) =>
    hub.publish({ to: members, event: { type: 'closed', conversationId } });

  registerRoute(app, routes.getDeck, async (request, reply, { query: filters }) => {
    const now = new Date();
    const isPremium = await isPremiumCaller(db, request);
    if (!isPremium && Object.keys(filters).length > 0) {
      throw new AppError('FORBIDDEN', 'Filters are a Premium feature.', { reason: 'PREMIUM_REQUIRED' });
    }
    const viewerId = requireMember(request).id;
    const body = await decks.serve(viewerId, isPremium, filters, now, () => deckFor(db, viewerId, isPremium, filters, now));
    noStore(reply);
    return reply.type('application/json; charset=utf-8').send(body);
  });

  registerRoute(app, routes.swipe, async (request, reply, { body: input }) => {
    const now = new Date();
    const viewer = await readViewer(db, requireMember(request).id, now);
    if (!viewer) throw profileRequired();
    // A paused member is seen by nobody new: a like from them would match someone they hide from.
    if (viewer.row.pausedAt) throw profilePaused();
    noStore(reply);
    return swipe(db, viewer, await isPremiumCaller(db, request), input, now, options.push);
  });

  registerRoute(app, routes.viewAgain, async (request, reply) => {
    noStore(reply);
    return { restored: await viewAgain(db, requireMember(request).id) };
  });

  // Premium's rewind: the latest pass of today comes back (rewind.ts). The POST drops the viewer's
  // kept deck pages like any write of theirs (docs/decisions/0026-member-path-caches.md).
  registerRoute(app, routes.rewind, async (request, reply) => {
    const now = new Date();
    const viewer = await readViewer(db, requireMember(request).id, now);
    if (!viewer) throw profileRequired();
    noStore(reply);
    return rewindLastPass(db, viewer, now);
  });

  registerRoute(app, getLikes, async (request, reply, { query }) => {
    const now = new Date();
    const viewer = await readViewer(db, requireMember(request).id, now);
    if (!viewer) throw profileRequired();
    noStore(reply);
    return likesOf(db, options.storage, viewer, await isPremiumCaller(db, request), query.before, now);
  });

  // A blurred tile, only for a member its owner liked and who has not answered yet; anyone else,
  // and any id that names no tile, gets the same 404.
  registerRoute(app, getLikePreview, async (request, reply) => {
    const params = previewParams.safeParse(request.params);
    const now = new Date();
    const viewer = await readViewer(db, requireMember(request).id, now);
    const preview = params.success && viewer ? await readBlurredPreview(db, params.data.id) : null;
    if (!preview || !viewer || !(await isPendingLikerOf(db, viewer, preview.ownerId, now))) {
      throw new AppError('NOT_FOUND', 'There is no such tile.');
    }
    return reply
      .header('content-type', 'image/webp')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline')
      .send(preview.bytes);
  });

  registerRoute(app, routes.getMemberProfile, async (request, reply) => {
    const params = memberIdParams.safeParse(request.params);
    if (!params.success) throw memberNotFound();
    const now = new Date();
    const viewer = await readViewer(db, requireMember(request).id, now);
    if (!viewer) throw profileRequired();
    const profile = await memberProfileInViewOf(db, viewer, params.data.id, now);
    if (!profile) throw memberNotFound();
    noStore(reply);
    return profile;
  });

  registerRoute(app, routes.startBoost, async (request, reply) => {
    noStore(reply);
    return startBoost(db, requireMember(request).id, new Date());
  });

  registerRoute(app, routes.blockMember, async (request, reply, { body: { memberId } }) => {
    const viewerId = requireMember(request).id;
    const ended = await block(db, viewerId, memberId);
    if (ended) await closeConversation(ended.conversationId, [viewerId, memberId]);
    noStore(reply);
    return { blocked: true } as const;
  });

  registerRoute(app, routes.reportMember, async (request, reply, { body: input }) => {
    const reporterId = requireMember(request).id;
    // Counted before anything is written: past the day's reports nothing changes (the member can still block).
    await countReport(db, reporterId, options.reportsPerDay);
    const ended = await report(db, reporterId, input);
    if (ended) await closeConversation(ended.conversationId, [reporterId, input.memberId]);
    // Never the details: they may quote private messages.
    request.log.info({ reporterId, reason: input.reason }, 'member reported');
    noStore(reply);
    return { reported: true } as const;
  });

  registerRoute(app, getMatches, async (request, reply) => {
    const now = new Date();
    const viewer = await readViewer(db, requireMember(request).id, now);
    noStore(reply);
    return viewer ? matchesOf(db, viewer, now) : { matches: [] };
  });

  registerRoute(app, unmatchRoute, async (request, reply) => {
    const params = rowIdParams.safeParse(request.params);
    const viewerId = requireMember(request).id;
    const ended = params.success ? await unmatch(db, viewerId, params.data.id) : null;
    if (!params.success || !ended) throw new AppError('NOT_FOUND', 'No such match.');
    await closeConversation(params.data.id, [viewerId, ended.partnerId]);
    noStore(reply);
    return { unmatched: true } as const;
  });
}
