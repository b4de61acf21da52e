// Who may see a member's photo (issue 5; spec: "Verified members only"). The owner and admins
// always; anyone else only if they hold an active membership and a verified identity themselves,
// only photos of a member whose identity is verified, and never across a block (either way:
// docs/decisions/0020-discovery.md). The route answers everyone else with the same 404 as a photo
// that does not exist, so nobody learns that it does.
import type { Database } from '../../db/client';
import { isAdmin, type Member } from '../../plugins/route-access';
import { readMembershipFlags } from '../payments/membership';
import { hasVerifiedIdentity } from '../verification/identity-status';
import { isBlockedEitherWay } from '../discovery/blocks-between';

export async function mayViewPhotoOf(db: Database, viewer: Member, ownerId: string): Promise<boolean> {
  if (viewer.id === ownerId || isAdmin(viewer)) return true;
  // Cheapest refusal first: most unverified owners are members still onboarding.
  if (!(await hasVerifiedIdentity(db, ownerId))) return false;
  const [flags, viewerVerified, blocked] = await Promise.all([
    readMembershipFlags(db, viewer.id),
    hasVerifiedIdentity(db, viewer.id),
    isBlockedEitherWay(db, viewer.id, ownerId),
  ]);
  return flags.hasSubscription && viewerVerified && !blocked;
}
