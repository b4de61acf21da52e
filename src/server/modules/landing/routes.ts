// The landing page's content (docs/decisions/0037-landing-editor.md): the public answer, one
// language at a time and cached like the counters, and the admins' editor (admin with a second
// factor, as every admin route). Every save and publish is in the audit log.
import type { FastifyInstance } from 'fastify';
import { landingLanguageParams } from '../../../shared/contracts/landing-content';
import { getAdminLanding, getLandingContent, publishLanding, saveLandingDraft } from '../../../shared/routes/landing';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { noStore, pathParamsOr, registerRoute } from '../../plugins/route-contracts';
import type { PublishedLandingCache } from './published-cache';
import { publishDraft, readAdminLanding, saveDraft } from './queries';

/** One per landing page view, like the featured members. */
const LANDING_REQUESTS_PER_MINUTE = 600;

export async function landingRoutes(
  app: FastifyInstance,
  options: { db: Database; published: PublishedLandingCache; cacheSeconds: number },
) {
  const { db, published } = options;

  registerRoute(
    app,
    getLandingContent,
    async (request, reply) => {
      const { lang } = pathParamsOr(request, landingLanguageParams, () => new AppError('NOT_FOUND', 'There is no such language.'));
      const content = await published.read();
      // The same for everyone: browsers and proxies may keep it as long as this server does.
      reply.header('cache-control', `public, max-age=${options.cacheSeconds}`);
      return { content: content ? { texts: content.texts[lang], countries: content.countries } : null };
    },
    { config: { rateLimit: { max: LANDING_REQUESTS_PER_MINUTE, timeWindow: '1 minute' } } },
  );

  registerRoute(app, getAdminLanding, async (_request, reply) => {
    noStore(reply);
    return readAdminLanding(db);
  });

  registerRoute(app, saveLandingDraft, async (request, reply, { body }) => {
    await saveDraft(db, request.member!.id, body);
    request.log.info({ adminId: request.member?.id }, 'landing draft saved');
    noStore(reply);
    return readAdminLanding(db);
  });

  registerRoute(app, publishLanding, async (request, reply) => {
    const id = await publishDraft(db, request.member!.id);
    // The admin looks at the landing page next: this server shows the new version at once.
    published.forget();
    request.log.info({ adminId: request.member?.id, version: id }, 'landing content published');
    noStore(reply);
    return readAdminLanding(db);
  });
}
