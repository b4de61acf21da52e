// This server's open sockets, by member, and what it does with each signal of the live bus
// (docs/decisions/0023-messages.md): a new message is read from PostgreSQL once and sent to every
// socket of its two members here; reaching the recipient's device moves the delivered mark and
// tells the sender, wherever their sockets are.
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { LiveEvent } from '../../../shared/contracts/messages';
import type { LiveBus, LiveSignal } from '../../adapters/live-bus';
import type { Database } from '../../db/client';
import { messages } from '../../db/schema';
import { markDelivered } from './marks';
import { chatMessageOf, messageColumns } from './message-rows';

export interface LiveSocket {
  /** The session it was opened with: it closes when that session ends. */
  readonly sessionId: string;
  send(event: LiveEvent): void;
  /** Ends the socket for good (the member was signed out). */
  signOut(): void;
}

export class LiveHub {
  private readonly sockets = new Map<string, Set<LiveSocket>>();
  private readonly stopListening: () => void;

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

  close(): void {
    this.stopListening();
  }

  private signOutHere(memberId: string, sessions: readonly string[] | 'all'): void {
    for (const socket of [...(this.sockets.get(memberId) ?? [])]) {
      if (sessions === 'all' || sessions.includes(socket.sessionId)) socket.signOut();
    }
  }

  private sendTo(memberId: string, event: LiveEvent): void {
    for (const socket of this.sockets.get(memberId) ?? []) socket.send(event);
  }

  private async deliver(signal: LiveSignal): Promise<void> {
    const here = signal.to.filter((memberId) => this.sockets.has(memberId));
    if (here.length === 0) return;
    const { event } = signal;
    // For the servers' caches (member-state/member-changes.ts), not for sockets.
    if (event.type === 'member-changed') return;
    if (event.type === 'signed-out' || event.type === 'session-ended') {
      for (const memberId of here) this.signOutHere(memberId, event.type === 'signed-out' ? 'all' : event.sessions);
      return;
    }
    if (event.type !== 'message') {
      for (const memberId of here) this.sendTo(memberId, event);
      return;
    }
    const [row] = await this.db.select(messageColumns).from(messages).where(eq(messages.id, event.messageId));
    // Gone already: the conversation ended between the send and now.
    if (!row) return;
    for (const memberId of here) this.sendTo(memberId, { type: 'message', message: chatMessageOf(row, memberId) });
    const recipient = here.find((memberId) => memberId !== row.senderId);
    if (!recipient) return;
    for (const moved of await markDelivered(this.db, recipient, [row.matchId])) {
      await this.bus.publish({ to: [row.senderId], event: { type: 'delivered', ...moved } });
    }
  }
}
