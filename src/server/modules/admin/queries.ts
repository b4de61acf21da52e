import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** Gives an existing account the admin role; false when no account has this e-mail. */
export async function promoteToAdmin(db: Database, email: string): Promise<boolean> {
  const promoted = await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id });
  return promoted.length > 0;
}
