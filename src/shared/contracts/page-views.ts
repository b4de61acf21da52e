import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { text } from './text';

/** A first-party page view: the path only, never the query string or anything identifying. */
export const pageViewInput = z.object({
  path: z
    .string()
    .max(300)
    .regex(/^\/[^?#\s]*$/, 'a path starting with / and without query or fragment'),
  language: z.enum(LANGUAGES),
  referrerHost: text().max(255).optional(),
});
export type PageViewInput = z.infer<typeof pageViewInput>;
