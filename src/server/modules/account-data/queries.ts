import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';

/** The argon2id hash of the member's e-mail-and-password login, if they have one. */
export async function findPasswordHash(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return row?.password ?? null;
}
