// The member's identity verification (spec sections 2, 4, 5; decision 0013): upload the ID
// document and a selfie, verify a phone number with a one-time code, then the provider decides.
// Every route is for subscribers (the onboarding order: pay, questionnaire, verify), and every
// answer is uncached: it is about one member's identity.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getVerification,
  sendPhoneCode as sendPhoneCodeRoute,
  submitVerification as submitVerificationRoute,
  verificationImages,
  verifyPhone,
} from '../../../shared/routes/verification';
import { registerRoute } from '../../plugins/route-contracts';
import { normalisePhoneNumber, VERIFICATION_IMAGE_KINDS } from '../../../shared/contracts/verification';
import type { SmsSender } from '../../adapters/sms';
import type { FileStorage } from '../../adapters/storage';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { requireMember } from '../../plugins/route-access';
import { memberKey } from '../rate-limits';
import { acceptRawImageBodies, IMAGE_UPLOAD_ROUTE, uploadedBytes } from '../uploads';
import { PRIVATE_IMAGE_HEADERS, replaceVerificationImage } from './images';
import { codeHashKey } from './phone-codes';
import { sendPhoneCode, verifyPhoneCode } from './phone-verification';
import { KEY_COLUMN, readVerification } from './queries';
import { statusOf } from './status';
import { submitVerification } from './submission';

export interface VerificationRouteOptions {
  db: Database;
  storage: FileStorage;
  sms: SmsSender;
  config: Pick<AppConfig, 'BETTER_AUTH_SECRET' | 'VERIFICATION_PROVIDER'>;
}

/** Uploads per member and hour, per image kind: retries and a few changes of mind, not a flood. */
export const UPLOADS_PER_HOUR = 20;

export async function verificationRoutes(app: FastifyInstance, options: VerificationRouteOptions) {
  const { db, storage, sms, config } = options;
  const hashKey = codeHashKey(config.BETTER_AUTH_SECRET);

  app.addHook('onSend', async (_request, reply) => {
    // Images set their own (private, no-store); everything else here is no-store too.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  registerRoute(app, getVerification, async (request) => {
    return statusOf(await readVerification(db, requireMember(request).id));
  });

  // The uploads, in a scope of their own: only they take raw bodies instead of JSON.
  await app.register(async (uploads) => {
    acceptRawImageBodies(uploads);
    for (const kind of VERIFICATION_IMAGE_KINDS) {
      const routeConfig = {
        imageUpload: true,
        // The access check ran first (onRequest, in order), so the member is known.
        rateLimit: {
          max: UPLOADS_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: (request: FastifyRequest) => memberKey(request.member?.id ?? ''),
        },
      } as const;
      registerRoute(
        uploads,
        verificationImages[kind].upload,
        async (request) => {
          const userId = requireMember(request).id;
          const row = await replaceVerificationImage(db, storage, userId, kind, uploadedBytes(request.body), request.log);
          request.log.info({ userId, kind }, 'verification image stored');
          return statusOf(row);
        },
        { ...IMAGE_UPLOAD_ROUTE, config: routeConfig },
      );
    }
  });

  for (const kind of VERIFICATION_IMAGE_KINDS) {
    registerRoute(app, verificationImages[kind].file, async (request, reply) => {
      const key = (await readVerification(db, requireMember(request).id))?.[KEY_COLUMN[kind]];
      const bytes = key ? await storage.get(key) : null;
      if (!bytes) throw new AppError('NOT_FOUND', 'There is no such image.');
      return reply.headers(PRIVATE_IMAGE_HEADERS).send(bytes);
    });
  }

  registerRoute(app, sendPhoneCodeRoute, async (request, _reply, { body: { phoneNumber } }) => {
    const member = requireMember(request);
    // The contract accepted it, so it normalises.
    const sent = await sendPhoneCode(
      db,
      sms,
      hashKey,
      { id: member.id, language: member.language ?? '' },
      normalisePhoneNumber(phoneNumber)!,
    );
    // Never the number or the code in the logs.
    request.log.info({ userId: member.id }, 'phone code sent');
    return sent;
  });

  registerRoute(app, verifyPhone, async (request, _reply, { body: { code } }) => {
    const userId = requireMember(request).id;
    const row = await verifyPhoneCode(db, hashKey, userId, code, config.VERIFICATION_PROVIDER);
    request.log.info({ userId, status: row.status }, 'phone verified');
    return statusOf(row);
  });

  registerRoute(app, submitVerificationRoute, async (request) => {
    const userId = requireMember(request).id;
    const row = await submitVerification(db, userId, config.VERIFICATION_PROVIDER);
    request.log.info({ userId, status: row.status }, 'verification submitted');
    return statusOf(row);
  });
}
