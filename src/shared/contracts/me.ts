import { z } from 'zod';
import { LANGUAGES } from '../constants';

/** GET /api/me: who the server says the visitor is, and which onboarding gates they passed. */
export const me = z.strictObject({
  isAuthenticated: z.boolean(),
  hasSubscription: z.boolean(),
  hasCompletedQuestionnaire: z.boolean(),
  hasVerifiedID: z.boolean(),
  isPremium: z.boolean(),
  user: z
    .strictObject({
      id: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      displayName: z.string(),
      role: z.enum(['member', 'admin']),
      language: z.enum(LANGUAGES),
      /** Sign-in asks for a TOTP code; admin routes open only when it does. */
      twoFactorEnabled: z.boolean(),
      /** This session was opened with that code (a sign-in link's was not). */
      secondFactorVerified: z.boolean(),
    })
    .optional(),
});
export type Me = z.infer<typeof me>;
