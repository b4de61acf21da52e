// Whether a member's identity is verified: the last onboarding gate (GET /api/me), and what lets
// members see each other's photos. One query, shared by every module that asks.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identityVerifications } from '../../db/schema';
import { hasRow } from '../../platform/has-row';

export async function hasVerifiedIdentity(db: Database, userId: string): Promise<boolean> {
  return hasRow(db, identityVerifications, and(eq(identityVerifications.userId, userId), eq(identityVerifications.status, 'approved')));
}
