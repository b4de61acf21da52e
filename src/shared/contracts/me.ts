import { z } from 'zod';
import { LANGUAGES } from '../constants';

/** GET /api/me: who the server says the visitor is, and which onboarding gates they passed. */
export const me = z.object({
  isAuthenticated: z.boolean(),
  hasSubscription: z.boolean(),
  hasCompletedQuestionnaire: z.boolean(),
  hasVerifiedID: z.boolean(),
  isPremium: z.boolean(),
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      displayName: z.string(),
      role: z.enum(['member', 'admin']),
      language: z.enum(LANGUAGES),
    })
    .optional(),
});
export type Me = z.infer<typeof me>;
