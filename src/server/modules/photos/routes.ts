// Profile photos: the member's own list (upload, reorder, delete) and the one route that
// serves photo files, after checking who asks (photo-access.ts). Files are never at a public URL.
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as routes from '../../../shared/routes/profile';
import { pathParamsOr, registerRoute } from '../../plugins/route-contracts';
import { z } from 'zod';
import { PHOTO_SIZES, type ProfilePhotoList } from '../../../shared/contracts/photos';
import type { FileStorage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { requireMember } from '../../plugins/route-access';
import { memberKey } from '../rate-limits';
import { acceptRawImageBodies, IMAGE_UPLOAD_ROUTE, uploadedBytes } from '../uploads';
import { mayViewPhotoOf } from './photo-access';
import { findPhoto, photosOf, reorderPhotos, toPhotoList } from './queries';
import { addPhoto, photoContentType, removePhoto } from './service';

/** Uploads per member and hour: far above what a person choosing six photos needs, and low
 * enough that nobody turns our image decoder into their CPU. */
export const PHOTO_UPLOADS_PER_HOUR = 30;

const photoIdParam = z.object({ id: z.uuid() });
const photoFileParams = z.object({ id: z.uuid(), size: z.enum(PHOTO_SIZES) });

/**
 * A photo's URL names one file that never changes: a new photo gets a new id, and a deleted one
 * is gone. So the viewer's browser keeps it and does not ask again while swiping back and forth;
 * `private`, because every fetch is access-checked (docs/decisions/0013-verification-and-photos.md)
 * and no shared cache may keep it. Thirty days rather than a year: a copy kept by someone who was
 * blocked since, or whose membership ended, lasts a month at most.
 */
export const PHOTO_CACHE_CONTROL = 'private, max-age=2592000, immutable';

/** The same answer for a photo that does not exist and one the caller may not see. */
const photoNotFound = () => new AppError('NOT_FOUND', 'There is no such photo.');

function listReply(reply: FastifyReply, list: ProfilePhotoList): ProfilePhotoList {
  reply.header('cache-control', 'no-store');
  return list;
}

export async function photoRoutes(app: FastifyInstance, options: { db: Database; storage: FileStorage }) {
  const { db, storage } = options;

  // 'subscriber': the profile, photos included, is for members with a membership (spec section 2).
  registerRoute(app, routes.getProfilePhotos, async (request, reply) =>
    listReply(reply, toPhotoList(await photosOf(db, requireMember(request).id))),
  );

  // The upload takes the raw file as its body; that parser lives in this child scope only, so the
  // JSON routes beside it keep the JSON parser.
  await app.register(async (uploads) => {
    acceptRawImageBodies(uploads);
    registerRoute(
      uploads,
      routes.uploadProfilePhoto,
      async (request, reply) => {
        const member = requireMember(request);
        const rows = await addPhoto(db, storage, member.id, uploadedBytes(request.body), request.log);
        request.log.info({ photoCount: rows.length }, 'profile photo added');
        reply.status(201);
        return listReply(reply, toPhotoList(rows));
      },
      {
        ...IMAGE_UPLOAD_ROUTE,
        config: {
          imageUpload: true,
          // Per member, not per IP (carrier-grade NAT); the access check ran first, so the member
          // is known, and the bucket names them, so it is erased with the account.
          rateLimit: {
            max: PHOTO_UPLOADS_PER_HOUR,
            timeWindow: '1 hour',
            keyGenerator: (request) => memberKey(requireMember(request).id),
          },
        },
      },
    );
  });

  // Making a photo the main one is a reorder that puts it first.
  registerRoute(app, routes.reorderProfilePhotos, async (request, reply, { body: { ids } }) => {
    const member = requireMember(request);
    return listReply(reply, toPhotoList(await reorderPhotos(db, member.id, ids)));
  });

  registerRoute(app, routes.deleteProfilePhoto, async (request, reply) => {
    const member = requireMember(request);
    const params = photoIdParam.safeParse(request.params);
    // Another member's photo is "not found" too: its owner is nobody else's business.
    const remaining = params.success ? await removePhoto(db, storage, member.id, params.data.id, request.log) : null;
    if (!remaining) throw photoNotFound();
    request.log.info({ photoCount: remaining.length }, 'profile photo deleted');
    return listReply(reply, toPhotoList(remaining));
  });

  // 'member' and not 'subscriber': the owner sees their own photos whatever their membership, and
  // the finer check (membership, verified identities) is mayViewPhotoOf's.
  registerRoute(app, routes.getPhotoFile, async (request, reply) => {
    const viewer = requireMember(request);
    const { id, size } = pathParamsOr(request, photoFileParams, photoNotFound);
    const photo = await findPhoto(db, id);
    if (!photo || !(await mayViewPhotoOf(db, viewer, photo.userId))) throw photoNotFound();
    const key = size === 'large' ? photo.largeKey : photo.cardKey;
    const bytes = await storage.get(key);
    if (!bytes) {
      // A row without its file is our fault, but the viewer can do nothing about it.
      request.log.warn({ photoId: photo.id }, 'profile photo file is missing');
      throw photoNotFound();
    }
    return reply
      .header('content-type', photoContentType(key))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', PHOTO_CACHE_CONTROL)
      .header('content-disposition', 'inline')
      .send(bytes);
  });
}
