// Pausing the profile (docs/decisions/0012-profile.md, "Pausing"): hidden from every deck,
// country page and other members' Likes while paused; matches and conversations stay.
import { z } from 'zod';

export const profilePause = z.strictObject({ paused: z.boolean() });
export type ProfilePause = z.infer<typeof profilePause>;
