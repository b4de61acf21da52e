import { z } from 'zod';

/**
 * GET /api/me/badges: the counts on the member's tabs (docs/architecture.md, "The member's
 * shell"): messages from partners not read yet, and members who liked them and whom they have
 * not swiped yet (blocked, suspended, banned and lapsed members not counted).
 */
export const memberBadges = z.strictObject({
  unreadMessages: z.number().int().min(0),
  newLikes: z.number().int().min(0),
});
export type MemberBadges = z.infer<typeof memberBadges>;
