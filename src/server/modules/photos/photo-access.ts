// Who may see a member's photo (spec: "Verified members only"). The owner and admins
// always; anyone else only if they hold an active membership and a verified identity themselves,
// only photos of a member whose identity is verified and who is not suspended or banned
// (docs/decisions/0024-moderation.md), and never across a block (either way:
// docs/decisions/0020-discovery.md). The route answers everyone else with the same 404 as a photo
// that does not exist, so nobody learns that it does.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identityVerifications } from '../../db/schema';
import { isAdmin, type Member } from '../../plugins/route-access';
import { visibleMember } from '../moderation';
import { readMembershipFlags } from '../payments';
import { hasVerifiedIdentity } from '../verification';
import { isBlockedEitherWay } from '../moderation';
import { hasRow } from '../../platform/has-row';

/**
 * Whether the owner's photos may be shown to other members at all: an approved identity and no
 * suspension or ban in force, in one query read on every request (never from the member caches
 * of decision 0026), so a suspension or ban refuses their photos from the moment it is written.
 */
async function isShownToOthers(db: Database, ownerId: string): Promise<boolean> {
  return hasRow(
    db,
    identityVerifications,
    and(
      eq(identityVerifications.userId, ownerId),
      eq(identityVerifications.status, 'approved'),
      visibleMember(identityVerifications.userId),
    ),
  );
}

export async function mayViewPhotoOf(db: Database, viewer: Member, ownerId: string): Promise<boolean> {
  // Admins see a restricted member's photos too: the report queue shows whom they act on.
  if (viewer.id === ownerId || isAdmin(viewer)) return true;
  // Cheapest refusal first: most unverified owners are members still onboarding.
  if (!(await isShownToOthers(db, ownerId))) return false;
  const [flags, viewerVerified, blocked] = await Promise.all([
    readMembershipFlags(db, viewer.id),
    hasVerifiedIdentity(db, viewer.id),
    isBlockedEitherWay(db, viewer.id, ownerId),
  ]);
  return flags.hasSubscription && viewerVerified && !blocked;
}
