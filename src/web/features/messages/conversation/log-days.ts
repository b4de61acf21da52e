// The log's order: the stored messages by id, then the member's unsent ones in the order they
// wrote them, grouped by the local day they were written on (one separator per day). A message
// waiting for "Send anyway" is not in the log: the composer asks about it.
import type { ChatMessage } from '../../../../shared/contracts/messages';
import { dayKey } from '../format/message-time';
import type { OutgoingMessage, Thread } from '../thread/thread-state';

export type LogEntry = { kind: 'stored'; key: string; message: ChatMessage } | { kind: 'outgoing'; key: string; item: OutgoingMessage };

interface LogDay {
  key: string;
  /** An instant of that day, for its label. */
  sentAt: string;
  entries: LogEntry[];
}

/** Whether an unsent message is in the log (one waiting for "Send anyway" is not). */
export const inLog = (item: OutgoingMessage): boolean => item.failure !== 'needsConfirmation';

const sentAtOf = (entry: LogEntry) => (entry.kind === 'stored' ? entry.message.sentAt : entry.item.sentAt);

export function logDays(thread: Thread): LogDay[] {
  const entries: LogEntry[] = [
    // The member's own keep their clientId as key: sending, then stored, is the same row.
    ...thread.messages.map((message) => ({
      kind: 'stored' as const,
      key: message.fromMe ? `c${message.clientId}` : `m${message.id}`,
      message,
    })),
    ...thread.outbox.filter(inLog).map((item) => ({ kind: 'outgoing' as const, key: `c${item.clientId}`, item })),
  ];
  const days: LogDay[] = [];
  for (const entry of entries) {
    const sentAt = sentAtOf(entry);
    const key = dayKey(sentAt);
    const last = days.at(-1);
    if (last?.key === key) last.entries.push(entry);
    else days.push({ key, sentAt, entries: [entry] });
  }
  return days;
}
