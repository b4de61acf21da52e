// A download started at most once at a time: every caller shares the first one's promise, and a
// failed download is forgotten so that the next call tries again (a chunk or a contract fetched on
// demand, docs/targets.md S1).

/** A loader that fetches once, and again after a failed download. */
export function lazyOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
