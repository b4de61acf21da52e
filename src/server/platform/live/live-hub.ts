// This server's open sockets, by member, and what it does with each signal of the live bus
// (docs/decisions/0023-messages.md): a new message comes with its signal and is sent to every
// socket of its two members here (read from PostgreSQL only when the engine could not carry it);
// reaching the recipient's device moves the delivered mark, for every message that reached this
// server's sockets in the same few milliseconds at once, and tells the sender, wherever their
// sockets are. What a message is and how its marks are written is the messages module's
// (LiveMessages, handed in by app.ts): the hub only routes, batches and tells.
import type { FastifyBaseLogger } from 'fastify';
import type { ChatMessage, LiveEvent } from '../../../shared/contracts/messages';
import type { LiveBus, LiveSignal, LiveSignalEvent } from '../../adapters/live-bus';
import type { LivePublisher } from './live-publisher';

/** How long delivered marks wait to be written together: one statement for all, not one per message. */
export const DELIVERED_MARKS_EVERY_MS = 50;
/**
 * The most delivered marks one signal carries: a mark with its sender in `to` is under 150 bytes,
 * so 40 stay within PostgreSQL's 8000-byte NOTIFY payload (adapters/live-bus/postgres-live-bus.ts).
 */
export const DELIVERED_MARKS_PER_SIGNAL = 40;

export interface LiveSocket {
  /** The session it was opened with: it closes when that session ends. */
  readonly sessionId: string;
  /**
   * Sends the event; `text()` is its JSON, serialised once for all of the member's sockets, and
   * only if one of them sends it (a socket does not get back the message it sent: it was answered).
   */
  send(event: LiveEvent, text: () => string): void;
  /** Ends the socket for good (the member was signed out). */
  signOut(): void;
}

/** A message that reached one of its recipient's sockets. */
export interface DeliveredMessage {
  messageId: number;
  conversationId: number;
  recipientId: string;
  senderId: string;
}

/** A delivered mark that moved, and the sender to tell. */
export interface MovedDeliveredMark {
  conversationId: number;
  upTo: number;
  senderId: string;
}

/** A message to send to its members' sockets. */
export interface LiveMessage {
  id: number;
  conversationId: number;
  senderId: string;
  /** The message as `memberId` sees it. */
  seenBy(memberId: string): ChatMessage;
}

/** What the hub asks of the messages module (messages/live-messages.ts). */
export interface LiveMessages {
  /** The message a signal announces: the one it carries, else read from PostgreSQL; null once gone. */
  messageOf(event: Extract<LiveSignalEvent, { type: 'message' }>): Promise<LiveMessage | null>;
  /** Writes these delivered marks in one statement; the marks that moved. */
  markDelivered(delivered: DeliveredMessage[]): Promise<MovedDeliveredMark[]>;
}

export class LiveHub implements LivePublisher {
  private readonly sockets = new Map<string, Set<LiveSocket>>();
  private readonly stopListening: () => void;
  /** Messages that reached a recipient's socket here, their delivered marks not written yet. */
  private delivered: DeliveredMessage[] = [];
  private marksTimer: NodeJS.Timeout | null = null;
  private marksWritten: Promise<void> = Promise.resolve();

  constructor(
    readonly bus: LiveBus,
    private readonly log: FastifyBaseLogger,
    private readonly messages: LiveMessages,
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
    let json: string | undefined;
    const text = () => (json ??= JSON.stringify(event));
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
    if (event.type === 'delivered-marks') {
      for (const { senderId, ...mark } of event.marks)
        if (this.sockets.has(senderId)) this.sendTo(senderId, { type: 'delivered', ...mark });
      return;
    }
    if (event.type !== 'message') {
      for (const memberId of here) this.sendTo(memberId, event);
      return;
    }
    const message = await this.messages.messageOf(event);
    // Gone already: the conversation ended between the send and now.
    if (!message) return;
    for (const memberId of here) this.sendTo(memberId, { type: 'message', message: message.seenBy(memberId) });
    const recipient = here.find((memberId) => memberId !== message.senderId);
    if (recipient)
      this.markDeliveredSoon({
        messageId: message.id,
        conversationId: message.conversationId,
        recipientId: recipient,
        senderId: message.senderId,
      });
  }

  private markDeliveredSoon(message: DeliveredMessage): void {
    this.delivered.push(message);
    this.marksTimer ??= setTimeout(() => this.writeDeliveredMarks(), DELIVERED_MARKS_EVERY_MS);
  }

  /**
   * Writes the waiting delivered marks in one statement, then tells each sender whose mark moved,
   * all of them in one signal (a few for a large batch) that every server parses once, rather than
   * one signal per mark (docs/decisions/0023-messages.md, "What each message costs").
   */
  private writeDeliveredMarks(): void {
    if (this.marksTimer) clearTimeout(this.marksTimer);
    this.marksTimer = null;
    const batch = this.delivered;
    this.delivered = [];
    if (batch.length === 0) return;
    const written = this.messages.markDelivered(batch).then((moved) => {
      const signals: Promise<void>[] = [];
      for (let start = 0; start < moved.length; start += DELIVERED_MARKS_PER_SIGNAL) {
        const marks = moved.slice(start, start + DELIVERED_MARKS_PER_SIGNAL);
        const to = [...new Set(marks.map((mark) => mark.senderId))];
        signals.push(this.bus.publish({ to, event: { type: 'delivered-marks', marks } }));
      }
      return Promise.all(signals);
    });
    this.marksWritten = Promise.all([this.marksWritten, written]).then(
      () => undefined,
      (error: unknown) => this.log.error({ err: error }, 'delivered marks not written'),
    );
  }
}
