// What a live socket knows of its member's conversations, so that "typing" is relayed without a
// database read per frame (docs/decisions/0023-messages.md, "Budget"): each conversation's
// partner, read once when the socket opens (the newest MAX_KNOWN_CONVERSATIONS), and forgotten as
// soon as a `closed` event for it reaches the socket. A conversation it does not know (a match
// made since) is looked up alone, at most once per LOOKUP_EVERY_MS: the browser repeats "typing"
// every 3 s, so a new conversation is found at its first or second one, while a socket naming
// unknown ids gets one read per LOOKUP_EVERY_MS at most. The list is read again when it is older
// than REFRESH_MS, in case the bus lost a `closed` signal. An ended conversation never comes back
// from a read that raced its end: ids are never reused, so the ended ones are remembered (as many
// as MAX_KNOWN_CONVERSATIONS) and left out.

/** Conversations a socket knows at most: far more than anyone keeps, bounded all the same. */
export const MAX_KNOWN_CONVERSATIONS = 1000;
/** A conversation not in the list is looked for at most this often (under the browser's 3 s between typing commands). */
export const LOOKUP_EVERY_MS = 2_000;
/** The list is read again, when the member types, once it is older than this. */
export const REFRESH_MS = 60_000;
/** Typing signals per conversation and socket: at most one in this time. */
export const TYPING_EVERY_MS = 2_000;

export interface ConversationReads {
  /** The member's conversations (the newest MAX_KNOWN_CONVERSATIONS) and each one's partner. */
  all(): Promise<ReadonlyMap<number, string>>;
  /** The partner in this conversation of the member's, or null when it is not theirs (or over). */
  one(conversationId: number): Promise<string | null>;
}

interface Known {
  partnerId: string;
  typedAt: number;
}

export class LiveConversations {
  private partners = new Map<number, Known>();
  private readonly ended = new Set<number>();
  private loadedAt = Number.NEGATIVE_INFINITY;
  private lookedUpAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly reads: ConversationReads,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Reads the whole list (when the socket opens, and when it is old). */
  load(now: number): Promise<void> {
    this.loadedAt = now;
    this.loading = this.reads
      .all()
      .then((rows) => {
        const next = new Map<number, Known>();
        for (const [id, partnerId] of rows) {
          if (this.ended.has(id) || next.size >= MAX_KNOWN_CONVERSATIONS) continue;
          next.set(id, { partnerId, typedAt: this.partners.get(id)?.typedAt ?? Number.NEGATIVE_INFINITY });
        }
        this.partners = next;
        // What it knew stays when the read fails; the next one is REFRESH_MS away.
      }, this.onError)
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /** Whom to tell that the member types in `conversationId`: null when it is not theirs, or they were told a moment ago. */
  async typingTo(conversationId: number, now: number): Promise<string | null> {
    if (this.loading) await this.loading;
    else if (now - this.loadedAt >= REFRESH_MS) await this.load(now);
    if (!this.partners.has(conversationId)) await this.lookUp(conversationId, now);
    const known = this.partners.get(conversationId);
    if (!known || now - known.typedAt < TYPING_EVERY_MS) return null;
    known.typedAt = now;
    return known.partnerId;
  }

  /** The conversation ended (a `closed` event): nothing more is said in it. */
  forget(conversationId: number): void {
    this.partners.delete(conversationId);
    this.ended.add(conversationId);
    if (this.ended.size > MAX_KNOWN_CONVERSATIONS) this.ended.delete(this.ended.values().next().value!);
  }

  /** How many conversations it holds (tests read it). */
  get size(): number {
    return this.partners.size;
  }

  private async lookUp(conversationId: number, now: number): Promise<void> {
    if (this.ended.has(conversationId) || now - this.lookedUpAt < LOOKUP_EVERY_MS) return;
    this.lookedUpAt = now;
    let partnerId: string | null;
    try {
      partnerId = await this.reads.one(conversationId);
    } catch (error) {
      return this.onError(error);
    }
    if (!partnerId || this.ended.has(conversationId)) return;
    // The oldest known makes room: a map keeps the order things were put in.
    if (this.partners.size >= MAX_KNOWN_CONVERSATIONS) this.partners.delete(this.partners.keys().next().value!);
    this.partners.set(conversationId, { partnerId, typedAt: Number.NEGATIVE_INFINITY });
  }
}
