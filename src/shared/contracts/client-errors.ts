import { z } from 'zod';

/** One entry of the client error log (spec section 3), as reported to the server. */
export const clientErrorInput = z.object({
  message: z.string().max(2000),
  stack: z.string().max(8000).optional(),
  componentStack: z.string().max(8000).optional(),
  timestamp: z.string().max(40),
  userAgent: z.string().max(500),
  url: z.string().max(2000),
  boundary: z.string().max(100),
});
export type ClientErrorInput = z.infer<typeof clientErrorInput>;

/** Largest request body the client error route accepts, in bytes. */
export const CLIENT_ERROR_BODY_LIMIT = 24 * 1024;
