// Messages as the member asking sees them: `fromMe` instead of the sender's id, and the safety
// rules' flags for the recipient only (the sender is not told what the rules found).
import type { ChatMessage, SafetyFlag } from '../../../shared/contracts/messages';
import { messages } from '../../db/schema';

export const messageColumns = {
  id: messages.id,
  matchId: messages.matchId,
  senderId: messages.senderId,
  clientId: messages.clientId,
  body: messages.body,
  flags: messages.flags,
  createdAt: messages.createdAt,
};

export interface MessageRow {
  id: number;
  matchId: number;
  senderId: string;
  clientId: string;
  body: string;
  flags: SafetyFlag[];
  createdAt: Date;
}

export function chatMessageOf(row: MessageRow, viewerId: string): ChatMessage {
  return {
    id: row.id,
    conversationId: row.matchId,
    clientId: row.clientId,
    fromMe: row.senderId === viewerId,
    body: row.body,
    sentAt: row.createdAt.toISOString(),
    flags: row.senderId === viewerId ? [] : row.flags,
  };
}
