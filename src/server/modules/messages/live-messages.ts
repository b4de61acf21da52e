// What the live hub (platform/live/live-hub.ts) asks of messages: the message a bus signal
// announces, as each of its members sees it, and the delivered marks of what reached a device.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messages } from '../../db/schema';
import type { LiveMessages } from '../../platform/live/live-hub';
import { markDeliveredMessages } from './marks';
import { chatMessageOf, messageColumns, type MessageRow } from './message-rows';

export function liveMessages(db: Database): LiveMessages {
  return {
    async messageOf(event) {
      const carried = event.message;
      const row: MessageRow | undefined = carried
        ? {
            id: event.messageId,
            matchId: event.conversationId,
            senderId: carried.senderId,
            clientId: carried.clientId,
            body: carried.body,
            flags: carried.flags,
            createdAt: new Date(carried.sentAt),
          }
        : (await db.select(messageColumns).from(messages).where(eq(messages.id, event.messageId)))[0];
      if (!row) return null;
      return { id: row.id, conversationId: row.matchId, senderId: row.senderId, seenBy: (memberId) => chatMessageOf(row, memberId) };
    },
    markDelivered: (delivered) => markDeliveredMessages(db, delivered),
  };
}
