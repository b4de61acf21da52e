// How late the live bus carries signals (docs/operations.md, "Metrics"): each signal carries the
// time it was handed to the engine (live-signal.ts, `publishedAt`), and each server measures, as
// it hears it, how long ago that was. Servers' clocks differ by what NTP leaves; a signal that
// seems to arrive before it left counts as 0. One without the time (from a server of the previous
// release, during a rolling deploy) is not measured.
import type { Histogram } from 'prom-client';
import type { LiveBus } from '../../adapters/live-bus';

/** Measures every signal this server hears; returns the way to stop. */
export function timeLiveSignals(bus: LiveBus, lag: Histogram): () => void {
  return bus.subscribe((signal) => {
    if (signal.publishedAt !== undefined) lag.observe(Math.max(0, Date.now() - signal.publishedAt) / 1000);
  });
}
