import { z } from 'zod';

/** POST /api/account/delete: the member's current password confirms the erasure. */
export const deleteAccountInput = z.object({
  password: z.string().min(1).max(128),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

/** The code the API (and better-auth's change-password) answers a wrong current password with. */
export const INVALID_PASSWORD = 'INVALID_PASSWORD';
