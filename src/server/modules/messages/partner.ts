// The other member of a conversation as its header shows them: name and main photo, nothing more
// (the full profile opens through the discovery API, with its privacy rules).
import { eq } from 'drizzle-orm';
import type { ConversationPartner } from '../../../shared/contracts/messages';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { cardPhotoOf } from '../member-cards';
import { mainPhoto } from '../member-cards';

export async function partnerOf(db: Database, partnerId: string): Promise<ConversationPartner> {
  const [row] = await db
    .select({ id: users.id, displayName: users.displayName, photo: mainPhoto })
    .from(users)
    .where(eq(users.id, partnerId));
  return { id: partnerId, displayName: row?.displayName ?? '', photo: row?.photo ? cardPhotoOf(row.photo) : null };
}
