// This server's open sockets, by member, and what it does with each signal of the live bus
// (docs/decisions/0023-messages.md): a new message comes with its signal and is sent to every
// socket of its two members here (read from PostgreSQL only when the engine could not carry it);
// reaching the recipient's device moves the delivered mark, for every message that reached this
// server's sockets in the same few milliseconds at once, and tells the sender, wherever their
// sockets are.
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { LiveEvent, SafetyFlag } from '../../../shared/contracts/messages';
import type { LiveBus, LiveSignal } from '../../adapters/live-bus';
import type { Database } from '../../db/client';
import { messages } from '../../db/schema';
import type { LivePublisher } from '../../platform/live/live-publisher';
import { type DeliveredMessage, markDeliveredMessages } from './marks';
import { chatMessageOf, messageColumns, type MessageRow } from './message-rows';

/** How long delivered marks wait to be written together: one statement for all, not one per message. */
export const DELIVERED_MARKS_EVERY_MS = 50;

export interface LiveSocket {
  /** The session it was opened with: it closes when that session ends. */
  readonly sessionId: string;
  /** Sends the event; `text` is its JSON, serialised once for all of the member's sockets. */
  send(event: LiveEvent, text: string): void;
  /** Ends the socket for good (the member was signed out). */
  signOut(): void;
}

export class LiveHub implements LivePublisher {
  private readonly sockets = new Map<string, Set<LiveSocket>>();
  private readonly stopListening: () => void;
  /** Messages that reached a recipient's socket here, their delivered marks not written yet. */
  private delivered: DeliveredMessage[] = [];
  private marksTimer: NodeJS.Timeout | null = null;
  private marksWritten: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    readonly bus: LiveBus,
    private readonly log: FastifyBaseLogger,
  ) {
    this.stopListening = bus.subscribe((signal) => {
      this.deliver(signal).catch((error: unknown) => this.log.error({ err: error }, 'live signal not delivered'));
    });
  }

  /** Adds a member's socket; returns the way to remove it. */
  join(memberId: string, socket: LiveSocket): () => void {
    const mine = this.sockets.get(memberId) ?? new Set();
    mine.add(socket);
    this.sockets.set(memberId, mine);
    return () => {
      mine.delete(socket);
      if (mine.size === 0 && this.sockets.get(memberId) === mine) this.sockets.delete(memberId);
    };
  }

  /** Sockets open on this server (the benchmark and tests read it). */
  get size(): number {
    let count = 0;
    for (const mine of this.sockets.values()) count += mine.size;
    return count;
  }

  publish(signal: LiveSignal): Promise<void> {
    return this.bus.publish(signal);
  }

  /**
   * Closes the member's sockets opened with these sessions (all of them when `sessions` is
   * 'all'): here before it returns, on the other servers when they hear the signal, which is
   * handed to the bus before it resolves (docs/decisions/0023-messages.md, "Sessions").
   */
  async endSessions(memberId: string, sessions: readonly string[] | 'all'): Promise<void> {
    this.signOutHere(memberId, sessions);
    const event = sessions === 'all' ? { type: 'signed-out' as const } : { type: 'session-ended' as const, sessions: [...sessions] };
    await this.bus.publish({ to: [memberId], event });
  }

  /** Stops hearing the bus; resolves once the delivered marks still waiting are written. */
  async close(): Promise<void> {
    this.stopListening();
    this.writeDeliveredMarks();
    await this.marksWritten;
  }

  private signOutHere(memberId: string, sessions: readonly string[] | 'all'): void {
    for (const socket of [...(this.sockets.get(memberId) ?? [])]) {
      if (sessions === 'all' || sessions.includes(socket.sessionId)) socket.signOut();
    }
  }

  private sendTo(memberId: string, event: LiveEvent): void {
    const mine = this.sockets.get(memberId);
    if (!mine) return;
    const text = JSON.stringify(event);
    for (const socket of mine) socket.send(event, text);
  }

  private async deliver(signal: LiveSignal): Promise<void> {
    const here = signal.to.filter((memberId) => this.sockets.has(memberId));
    if (here.length === 0) return;
    const { event } = signal;
    // For the servers' caches (platform/member-cache/member-changes.ts), not for sockets.
    if (event.type === 'member-changed') return;
    if (event.type === 'signed-out' || event.type === 'session-ended') {
      for (const memberId of here) this.signOutHere(memberId, event.type === 'signed-out' ? 'all' : event.sessions);
      return;
    }
    if (event.type !== 'message') {
      for (const memberId of here) this.sendTo(memberId, event);
      return;
    }
    const carried = event.message;
    const row: MessageRow | undefined = carried
      ? {
          id: event.messageId,
          matchId: event.conversationId,
          senderId: carried.senderId,
          clientId: carried.clientId,
          body: carried.body,
          flags: carried.flags as SafetyFlag[],
          createdAt: new Date(carried.sentAt),
        }
      : (await this.db.select(messageColumns).from(messages).where(eq(messages.id, event.messageId)))[0];
    // Gone already: the conversation ended between the send and now.
    if (!row) return;
    for (const memberId of here) this.sendTo(memberId, { type: 'message', message: chatMessageOf(row, memberId) });
    const recipient = here.find((memberId) => memberId !== row.senderId);
    if (recipient)
      this.markDeliveredSoon({ messageId: row.id, conversationId: row.matchId, recipientId: recipient, senderId: row.senderId });
  }

  private markDeliveredSoon(message: DeliveredMessage): void {
    this.delivered.push(message);
    this.marksTimer ??= setTimeout(() => this.writeDeliveredMarks(), DELIVERED_MARKS_EVERY_MS);
  }

  /** Writes the waiting delivered marks in one statement, then tells each sender whose mark moved. */
  private writeDeliveredMarks(): void {
    if (this.marksTimer) clearTimeout(this.marksTimer);
    this.marksTimer = null;
    const batch = this.delivered;
    this.delivered = [];
    if (batch.length === 0) return;
    const written = markDeliveredMessages(this.db, batch).then((moved) =>
      Promise.all(moved.map(({ senderId, ...mark }) => this.bus.publish({ to: [senderId], event: { type: 'delivered', ...mark } }))),
    );
    this.marksWritten = Promise.all([this.marksWritten, written]).then(
      () => undefined,
      (error: unknown) => this.log.error({ err: error }, 'delivered marks not written'),
    );
  }
}
