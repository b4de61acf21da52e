// The public faces of the community (decisions.md, "Discovery"): GET /api/members/:country (the
// live count for everyone, and the members for verified subscribers) and the landing page's
// featured members with their main photos. All 'public', so visitors may call them; the country
// page reads the caller itself, as GET /api/me does, to decide whether to add the members.
// Per-IP limits like the other public routes (docs/decisions/0010-rate-limits.md).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getCountryCounts, getCountryMembers, getFeaturedPhoto, getFeaturedProfiles } from '../../../shared/routes/members';
import { noStore, pathParamsOr, registerRoute } from '../../plugins/route-contracts';
import { z } from 'zod';
import { COUNTRY_SLUGS } from '../../../shared/countries';
import type { FileStorage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { isAdmin } from '../../plugins/route-access';
import type { Auth } from '../auth';
import { readSessionUser } from '../auth';
import { readViewer, type Viewer } from '../member-cards';
import { readMemberStages } from '../session';
import { countCountryMembers, countryMembersFor, featuredMembers, featuredPhotoKey } from './queries';
import { countryCountsCache } from './country-counts';

// Per IP and minute. Generous, like the page views' limit: many people share one address behind a
// carrier's NAT, and the answer is the same for all of them; a scraper or a loop asks far more.
/** A person opens a few country pages a minute. */
const COUNTRY_PAGE_REQUESTS_PER_MINUTE = 240;
/** One per landing page view. */
export const FEATURED_REQUESTS_PER_MINUTE = 600;
/** Up to eight photos per landing page view. */
const FEATURED_PHOTO_REQUESTS_PER_MINUTE = 8 * FEATURED_REQUESTS_PER_MINUTE;

const countryParams = z.strictObject({ country: z.enum(COUNTRY_SLUGS) });
const memberParams = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

const noSuchCountry = () => new AppError('NOT_FOUND', 'There is no such country page.');
/** The same answer for a member who did not opt in, has no photo, or does not exist. */
const noSuchPhoto = () => new AppError('NOT_FOUND', 'There is no such photo.');

/**
 * The caller as a viewer of members, or null when they may only see the count: a visitor, a
 * member not yet verified and subscribed (the 'verified' stage of route-access.ts; admins pass
 * it, as everywhere), or a member who has not saved the profile the cards are scored against.
 */
async function browsingViewer(db: Database, auth: Auth, request: FastifyRequest, reply: FastifyReply, now: Date): Promise<Viewer | null> {
  const user = await readSessionUser(auth, db, request, reply);
  if (!user) return null;
  if (!isAdmin(user)) {
    const stages = await readMemberStages(db, user.id);
    if (!stages.hasSubscription || !stages.isOnboarded) return null;
  }
  return readViewer(db, user.id, now);
}

export async function memberRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    auth: Auth;
    storage: FileStorage;
    countsCacheSeconds: number;
    /** The admins' published choice of featured members, in order (none: the newest opted-in members). */
    chosenFeatured?: () => Promise<readonly string[]>;
  },
) {
  const { db, auth, storage } = options;
  const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
  const countryCounts = countryCountsCache(db, options.countsCacheSeconds * 1000);

  registerRoute(
    app,
    getCountryCounts,
    async (_request, reply) => {
      // Public and identical for everyone: browsers and proxies may keep it as long as this server does.
      reply.header('cache-control', `public, max-age=${options.countsCacheSeconds}`);
      return countryCounts.read();
    },
    { config: { rateLimit: perMinute(FEATURED_REQUESTS_PER_MINUTE) } },
  );

  registerRoute(
    app,
    getCountryMembers,
    async (request, reply) => {
      const { country } = pathParamsOr(request, countryParams, noSuchCountry);
      const now = new Date();
      const [verifiedMembers, viewer] = await Promise.all([
        countCountryMembers(db, country),
        browsingViewer(db, auth, request, reply, now),
      ]);
      // The answer depends on the cookie: no shared or browser copy may serve it to someone else,
      // or to the same browser after it signs in.
      noStore(reply);
      return { country, verifiedMembers, members: viewer ? await countryMembersFor(db, viewer, country, now) : null };
    },
    { config: { rateLimit: perMinute(COUNTRY_PAGE_REQUESTS_PER_MINUTE) } },
  );

  registerRoute(
    app,
    getFeaturedProfiles,
    async (_request, reply) => {
      // The same for everyone: a short shared cache spares the database, and a member who turns
      // the toggle off leaves the page within a minute.
      reply.header('cache-control', 'public, max-age=60');
      const chosen = (await options.chosenFeatured?.()) ?? [];
      return { members: await featuredMembers(db, new Date(), chosen) };
    },
    { config: { rateLimit: perMinute(FEATURED_REQUESTS_PER_MINUTE) } },
  );

  registerRoute(
    app,
    getFeaturedPhoto,
    async (request, reply) => {
      const params = memberParams.safeParse(request.params);
      const key = params.success ? await featuredPhotoKey(db, params.data.id) : null;
      if (!key) throw noSuchPhoto();
      const bytes = await storage.get(key);
      if (!bytes) {
        request.log.warn({ memberId: params.data?.id }, 'featured photo file is missing');
        throw noSuchPhoto();
      }
      return (
        reply
          .header('content-type', 'image/jpeg')
          .header('x-content-type-options', 'nosniff')
          // Public only while the member stays opted in: kept briefly, like the list that names it.
          .header('cache-control', 'public, max-age=300')
          .header('content-disposition', 'inline')
          .send(bytes)
      );
    },
    { config: { rateLimit: perMinute(FEATURED_PHOTO_REQUESTS_PER_MINUTE) } },
  );
}
