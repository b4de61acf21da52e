// A value read at most once per `ttlMs` on this server: what every visitor's page asks for and
// changes slowly (the landing page's counters and country counts, docs/decisions/0003-events-and-counters.md,
// "What a counter costs"). Concurrent reads of a stale value share one read; a failed read is not
// kept, so the next request tries again.

export interface KeptValue<T> {
  read(): Promise<T>;
  /** The next read goes to the source (it changed here, e.g. an admin saved an override). */
  forget(): void;
}

/** `ttlMs` 0 reads the source on every call. */
export function keptValue<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now): KeptValue<T> {
  let kept: { readAt: number; value: Promise<T> } | null = null;
  return {
    read() {
      const readAt = now();
      if (kept && readAt - kept.readAt < ttlMs) return kept.value;
      const entry = { readAt, value: load() };
      kept = entry;
      entry.value.catch(() => {
        if (kept === entry) kept = null;
      });
      return entry.value;
    },
    forget() {
      kept = null;
    },
  };
}
