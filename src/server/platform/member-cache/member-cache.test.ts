// The in-process member cache (docs/decisions/0026-member-path-caches.md): entries live their
// time, a member's change drops every entry naming them, a fill that raced a change is not kept,
// and the number of entries stays bounded.
import { describe, expect, it } from 'vitest';
import { MemberCache } from './member-cache';
import { MemberChanges } from './member-changes';
import type { LiveBus, LiveSignal } from '../../adapters/live-bus';

function cacheAt(start = 1_000, ttlMs = 10_000, maxEntries = 100) {
  const clock = { now: start };
  const cache = new MemberCache<string>({ ttlMs, maxEntries, now: () => clock.now });
  return { cache, clock };
}

describe('MemberCache', () => {
  it('answers an entry until its time to live has passed, then forgets it', () => {
    const { cache, clock } = cacheAt();
    cache.set('k', ['a'], 'value', cache.ticket());
    clock.now += 9_999;
    expect(cache.get('k')).toBe('value');
    clock.now += 1;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops every entry that names a changed member, and only those', () => {
    const { cache } = cacheAt();
    cache.set('deck-of-a', ['a', 'b', 'c'], 'page a', cache.ticket());
    cache.set('deck-of-d', ['d', 'e'], 'page d', cache.ticket());
    cache.forget(['c']);
    expect(cache.get('deck-of-a')).toBeUndefined();
    expect(cache.get('deck-of-d')).toBe('page d');
  });

  it('does not keep what a fill read before one of its members changed', () => {
    const { cache } = cacheAt();
    const ticket = cache.ticket();
    cache.forget(['b']);
    cache.set('deck-of-a', ['a', 'b'], 'stale page', ticket);
    expect(cache.get('deck-of-a')).toBeUndefined();
    cache.set('deck-of-a', ['a', 'b'], 'fresh page', cache.ticket());
    expect(cache.get('deck-of-a')).toBe('fresh page');
  });

  it('remembers what a fill read, and not when one of its members changed while it read', async () => {
    const { cache } = cacheAt();
    let fills = 0;
    const fill = async () => ({ value: `page ${(fills += 1)}`, members: ['a', 'b'] });
    expect(await cache.remember('deck-of-a', fill)).toBe('page 1');
    expect(await cache.remember('deck-of-a', fill)).toBe('page 1');
    cache.forget(['b']);
    const racing = await cache.remember('deck-of-a', async () => {
      cache.forget(['a']);
      return fill();
    });
    expect(racing).toBe('page 2');
    expect(cache.get('deck-of-a')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest first', () => {
    const { cache } = cacheAt(1_000, 10_000, 3);
    for (const key of ['1', '2', '3', '4']) cache.set(key, [`member-${key}`], key, cache.ticket());
    expect(cache.size).toBe(3);
    expect(cache.get('1')).toBeUndefined();
    expect(cache.get('4')).toBe('4');
  });

  it('stores nothing with a time to live of 0', () => {
    const { cache } = cacheAt(1_000, 0);
    cache.set('k', ['a'], 'value', cache.ticket());
    expect(cache.enabled).toBe(false);
    expect(cache.get('k')).toBeUndefined();
  });
});

describe('MemberChanges', () => {
  function fakeBus() {
    const listeners = new Set<(signal: LiveSignal) => void>();
    const published: LiveSignal[] = [];
    const bus: LiveBus = {
      engine: 'in-process',
      publish: async (signal) => void published.push(signal),
      subscribe: (listener) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      connected: () => true,
      close: async () => {},
    };
    return { bus, published, hear: (signal: LiveSignal) => listeners.forEach((listener) => listener(signal)) };
  }

  it('drops the members here at once and tells the other servers', () => {
    const { cache } = cacheAt();
    const changes = new MemberChanges(() => {});
    changes.register(cache);
    const { bus, published } = fakeBus();
    changes.connect(bus);
    cache.set('k', ['a'], 'value', cache.ticket());
    changes.changed(['a', 'a']);
    expect(cache.get('k')).toBeUndefined();
    expect(published).toEqual([{ to: ['a'], event: { type: 'member-changed' } }]);
  });

  it("drops what another server's change or a sign-out names, and nothing on other signals", () => {
    const { cache } = cacheAt();
    const changes = new MemberChanges(() => {});
    changes.register(cache);
    const { bus, hear } = fakeBus();
    changes.connect(bus);
    for (const key of ['a', 'b', 'c']) cache.set(key, [key], key, cache.ticket());
    hear({ to: ['a'], event: { type: 'member-changed' } });
    hear({ to: ['b'], event: { type: 'signed-out' } });
    hear({ to: ['c'], event: { type: 'typing', conversationId: 1 } });
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, undefined, 'c']);
  });

  it('drops only the deck pages on a deck change, here and on the servers that hear it', () => {
    const sessions = cacheAt().cache;
    const decks = cacheAt().cache;
    const changes = new MemberChanges(() => {});
    changes.register(sessions);
    changes.register(decks, 'decks');
    const { bus, published, hear } = fakeBus();
    changes.connect(bus);
    const fill = () => {
      for (const cache of [sessions, decks]) for (const key of ['a', 'b']) cache.set(key, [key], key, cache.ticket());
    };
    const kept = () => [sessions.get('a'), sessions.get('b'), decks.get('a'), decks.get('b')];
    fill();
    changes.changed(['a'], 'decks');
    expect(kept()).toEqual(['a', 'b', undefined, 'b']);
    expect(published).toEqual([{ to: ['a'], event: { type: 'member-changed', only: 'decks' } }]);
    hear({ to: ['b'], event: { type: 'member-changed', only: 'decks' } });
    expect(kept()).toEqual(['a', 'b', undefined, undefined]);
    // Every other change, told here or heard, drops both.
    fill();
    changes.changed(['a']);
    hear({ to: ['b'], event: { type: 'signed-out' } });
    expect(kept()).toEqual([undefined, undefined, undefined, undefined]);
  });
});
