// "Show me to my matches as going" (docs/decisions/0032-events.md, "Matches going"): one switch
// for every event, off by default; a row while it is on, none while it is off.
import { eq } from 'drizzle-orm';
import type { EventSharing } from '../../../shared/contracts/member-events';
import type { Database } from '../../db/client';
import { eventMatchSharing } from '../../db/schema';

export async function eventSharingOf(db: Database, memberId: string): Promise<EventSharing> {
  const [row] = await db
    .select({ memberId: eventMatchSharing.memberId })
    .from(eventMatchSharing)
    .where(eq(eventMatchSharing.memberId, memberId));
  return { showMeToMatches: row !== undefined };
}

export async function saveEventSharing(db: Database, memberId: string, settings: EventSharing): Promise<EventSharing> {
  if (settings.showMeToMatches) await db.insert(eventMatchSharing).values({ memberId }).onConflictDoNothing();
  else await db.delete(eventMatchSharing).where(eq(eventMatchSharing.memberId, memberId));
  return eventSharingOf(db, memberId);
}
