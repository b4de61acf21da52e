// How a change of a member reaches every cache that tells about them, on this server at once and
// on the others through the live bus (docs/decisions/0026-member-path-caches.md). Whatever
// changes a member's session, stages or what others see of them calls `changed`: every write a
// member makes themselves (`dropOnMemberWrites`, for every member request that is not a read),
// better-auth's session and user writes (auth.ts), and the writes one member or a provider makes
// for another (moderation, identity decisions, payment events).
import type { FastifyInstance } from 'fastify';
import type { LiveBus } from '../../adapters/live-bus';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This write changes nothing the caches keep (a session, the stages, a deck page): the busy
     * chat routes say so, and their writes tell no server anything (docs/decisions/0026-member-path-caches.md).
     */
    keepsMemberCaches?: true;
    /**
     * This write changes only deck pages: what the viewer is offered and how the writer shows in
     * others' decks (a swipe, View Again, a rewind, a boost, a block, a report, an unmatch), never
     * the writer's session or stages, which stay kept (docs/decisions/0026-member-path-caches.md,
     * "What a deck write drops").
     */
    changesOnlyDecks?: true;
  }
}

/**
 * What a change reaches: everything kept about the members (`'all'`), or only the deck pages
 * that name them (`'decks'`). A cache says which it holds when it registers.
 */
export type ChangeScope = 'all' | 'decks';

export interface Forgetting {
  forget(members: readonly string[]): void;
}

export class MemberChanges {
  private readonly caches: { cache: Forgetting; holds: ChangeScope }[] = [];
  private bus: LiveBus | null = null;
  private stopListening: (() => void) | null = null;

  constructor(private readonly onError: (error: unknown) => void) {}

  /**
   * Caches register once, when the app is built: deck pages as `'decks'`, anything else (a
   * session, the stages) as `'all'`, which only a change of everything drops.
   */
  register(cache: Forgetting, holds: ChangeScope = 'all'): void {
    this.caches.push({ cache, holds });
  }

  /** From then on changes are told to the other servers, and theirs are heard here. */
  connect(bus: LiveBus): void {
    this.bus = bus;
    this.stopListening = bus.subscribe((signal) => {
      // A session ending (a sign-out, a suspension, a ban) is a change of the member too.
      const { event } = signal;
      if (event.type === 'member-changed') this.forgetHere(signal.to, event.only ?? 'all');
      if (event.type === 'signed-out' || event.type === 'session-ended') this.forgetHere(signal.to, 'all');
    });
  }

  /**
   * Drops what this server holds about `members` before returning, and tells the other servers
   * (they drop theirs when the bus delivers it, within milliseconds; the caches' time to live
   * bounds the rest). `scope` `'decks'` drops only the deck pages that name them.
   */
  changed(members: readonly string[], scope: ChangeScope = 'all'): void {
    const distinct = [...new Set(members)];
    if (distinct.length === 0) return;
    this.forgetHere(distinct, scope);
    const event = scope === 'all' ? { type: 'member-changed' as const } : { type: 'member-changed' as const, only: scope };
    this.bus?.publish({ to: distinct, event }).catch(this.onError);
  }

  close(): void {
    this.stopListening?.();
    this.stopListening = null;
    this.bus = null;
  }

  private forgetHere(members: readonly string[], scope: ChangeScope): void {
    for (const { cache, holds } of this.caches) if (scope === 'all' || holds === scope) cache.forget(members);
  }
}

/**
 * Whatever a member writes may change what is cached about them (their session, stages, deck,
 * their card in others' decks): every request of theirs that is not a read drops it, here before
 * the answer leaves and on the other servers through the bus; one hook, so that no write route
 * can forget it. Only a route that declares `keepsMemberCaches` is left out, and one that declares
 * `changesOnlyDecks` drops only the deck pages that name the member.
 */
export function dropOnMemberWrites(app: FastifyInstance, changes: MemberChanges): void {
  app.addHook('onSend', (request, _reply, payload, done) => {
    const { member, method } = request;
    const { config } = request.routeOptions;
    if (member && method !== 'GET' && method !== 'HEAD' && !config.keepsMemberCaches) {
      changes.changed([member.id], config.changesOnlyDecks ? 'decks' : 'all');
    }
    done(null, payload);
  });
}
