import { z } from 'zod';
import { text } from './text';

/** One entry of the client error log (spec section 3), as reported to the server. */
export const clientErrorInput = z.object({
  message: text().max(2000),
  stack: text().max(8000).optional(),
  componentStack: text().max(8000).optional(),
  timestamp: text().max(40),
  userAgent: text().max(500),
  url: text().max(2000),
  boundary: text().max(100),
});
export type ClientErrorInput = z.infer<typeof clientErrorInput>;

/** Largest request body the client error route accepts, in bytes. */
export const CLIENT_ERROR_BODY_LIMIT = 24 * 1024;
