// The discovery API (docs/decisions/0020-discovery.md): the deck, swipes, 'View Again', the
// full profile, the boost, blocks, reports and matches. Every route is for verified subscribers
// (the spec's gate of /profiles); the boost is Premium's. Only the deck's pages are kept, for
// seconds, and every write of the viewer or of a member on the page drops them
// (docs/decisions/0026-member-path-caches.md); the writes, which change only deck pages, are
// deck-write-routes.ts.
import type { FastifyInstance } from 'fastify';
import * as routes from '../../../shared/routes/discovery';
import { getMatches } from '../../../shared/routes/matches';
import { getLikePreview, getLikes } from '../../../shared/routes/likes';
import type { FileStorage } from '../../adapters/storage';
import { readBlurredPreview } from '../photos';
import { isPendingLikerOf, likesOf } from './likes-received';
import { z } from 'zod';
import { noStore, pathParamsOr, registerRoute } from '../../plugins/route-contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { requireMember } from '../../plugins/route-access';
import { isPremiumCaller } from '../session';
import type { LivePublisher } from '../../platform/live/live-publisher';
import type { PushAnnouncer } from '../../platform/push-announcer';
import type { MemberChanges } from '../../platform/member-cache/member-changes';
import { deckFor } from './deck';
import { deckPages } from './deck-pages';
import { matchesOf } from '../matches';
import { memberProfileInViewOf } from './members-in-view';
import { memberNotFound, profileRequired } from './swipe';
import { deckWriteRoutes } from './deck-write-routes';
import { forgetCards, readViewer } from '../member-cards';
import { memberIdParams } from '../../../shared/routes/id-params';

const previewParams = z.strictObject({ id: z.uuid() });

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
  const { db } = options;
  const decks = deckPages(options.memberChanges, options.cacheMs);
  // The cards kept by row version hear every change of a member beside their versions
  // (member-cards, kept-cards.ts): a deck write changes no card, so only the others reach them.
  options.memberChanges.register({ forget: (members) => forgetCards(db, members) }, 'all');

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
    const { id: memberId } = pathParamsOr(request, memberIdParams, memberNotFound);
    const now = new Date();
    const viewer = await readViewer(db, requireMember(request).id, now);
    if (!viewer) throw profileRequired();
    const profile = await memberProfileInViewOf(db, viewer, memberId, now);
    if (!profile) throw memberNotFound();
    noStore(reply);
    return profile;
  });

  registerRoute(app, getMatches, async (request, reply) => {
    const now = new Date();
    const viewer = await readViewer(db, requireMember(request).id, now);
    noStore(reply);
    return viewer ? matchesOf(db, viewer, now) : { matches: [] };
  });

  deckWriteRoutes(app, options);
}
