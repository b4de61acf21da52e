// A short-lived, in-process cache of what this server knows about members: their sessions, the
// stages they passed, their decks (docs/decisions/0026-member-path-caches.md). Every entry says
// which members it tells about, so that one change of a member drops every entry that names
// them, on every server (member-changes.ts); the time to live bounds what no signal announces
// (a paid period running out, a new member joining the deck).
//
// A read that started before a change must not store what it read after the change dropped the
// old entry: a fill takes a ticket before it reads, and its value is stored only if none of its
// members changed since that ticket.

interface Entry<Value> {
  value: Value;
  members: readonly string[];
  expiresAt: number;
}

export interface MemberCacheOptions {
  /** How long an entry is answered from memory; 0 turns the cache off. */
  ttlMs: number;
  /** Beyond this many entries the oldest are dropped (memory stays bounded whatever the traffic). */
  maxEntries: number;
  now?: () => number;
}

export class MemberCache<Value> {
  private readonly entries = new Map<string, Entry<Value>>();
  private readonly keysByMember = new Map<string, Set<string>>();
  /** The ticket at which each member last changed (kept a while, see `forgetOldChanges`). */
  private readonly changedAt = new Map<string, { ticket: number; at: number }>();
  private tickets = 0;
  private readonly now: () => number;

  constructor(private readonly options: MemberCacheOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Taken before a fill reads anything; handed back to `set`. */
  ticket(): number {
    this.tickets += 1;
    return this.tickets;
  }

  get(key: string): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Stores `value` unless one of `members` changed after `ticket` was taken. */
  set(key: string, members: readonly string[], value: Value, ticket: number): void {
    if (!this.enabled) return;
    if (members.some((member) => (this.changedAt.get(member)?.ticket ?? 0) > ticket)) return;
    this.delete(key);
    while (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
    this.entries.set(key, { value, members, expiresAt: this.now() + this.options.ttlMs });
    for (const member of members) {
      const keys = this.keysByMember.get(member) ?? new Set();
      keys.add(key);
      this.keysByMember.set(member, keys);
    }
  }

  /**
   * The entry under `key`, or what `fill` reads, kept under it (with the members it names) unless
   * one of them changed while it was read.
   */
  async remember(key: string, fill: () => Promise<{ value: Value; members: readonly string[] }>): Promise<Value> {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    const ticket = this.ticket();
    const { value, members } = await fill();
    this.set(key, members, value, ticket);
    return value;
  }

  /** Drops every entry that tells about one of `members`, and any fill of them already under way. */
  forget(members: readonly string[]): void {
    const ticket = this.ticket();
    const at = this.now();
    for (const member of members) {
      this.changedAt.set(member, { ticket, at });
      for (const key of [...(this.keysByMember.get(member) ?? [])]) this.delete(key);
    }
    this.forgetOldChanges(at);
  }

  clear(): void {
    this.entries.clear();
    this.keysByMember.clear();
  }

  /**
   * A change matters only to fills that began before it; none runs for longer than the time to
   * live (they are single requests), so older changes are let go and the map stays small.
   */
  private forgetOldChanges(now: number): void {
    if (this.changedAt.size < this.options.maxEntries) return;
    const horizon = now - Math.max(this.options.ttlMs, 60_000);
    for (const [member, change] of this.changedAt) if (change.at < horizon) this.changedAt.delete(member);
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const member of entry.members) {
      const keys = this.keysByMember.get(member);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByMember.delete(member);
    }
  }
}
