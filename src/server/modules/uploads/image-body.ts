// Uploads are sent as the raw file (`PUT` with the image as the body), not as multipart forms:
// one file per request, no form parser, and the 5 MB limit (UPLOAD_LIMIT_BYTES) is Fastify's own
// body limit, enforced while the body streams in. Any Content-Type is accepted, since the server
// judges the bytes and never the header (image-intake.ts).
import type { FastifyInstance } from 'fastify';
import { UPLOAD_LIMIT_BYTES } from '../../../shared/constants';
import { AppError } from '../../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An image upload route: an over-limit body is FILE_TOO_LARGE ('File size must be less than 5MB'). */
    imageUpload?: boolean;
  }
}

/** Registers, in the calling plugin's scope only, a body parser that hands routes a Buffer. */
export function acceptRawImageBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT_BYTES }, (_request, body, done) => {
    done(null, body);
  });
}

/** Route options of an image upload, beside `config: { access, imageUpload: true }` (the flag the
 * error handler reads). */
export const IMAGE_UPLOAD_ROUTE = { bodyLimit: UPLOAD_LIMIT_BYTES } as const;

/** The uploaded bytes; a request without a body is refused like any non-image. */
export function uploadedBytes(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw new AppError('UNSUPPORTED_IMAGE', 'The request carries no image.');
  }
  return body;
}
