// The live socket's timers (live-client.ts): the waits between tries, the pings that keep an open
// connection and find a dead one, and the browser's signs that waiting is over.

const RECONNECT_FIRST_DELAY_MS = 1_000;
const RECONNECT_MAX_DELAY_MS = 30_000;
/** Each delay is this share longer or shorter at random. */
const RECONNECT_JITTER = 0.2;
/** A connection open this long was a good one: the next failure starts from the first delay. */
export const STABLE_CONNECTION_MS = 10_000;
/** Mobile networks drop a quiet connection; a ping this often keeps it (under their 30 s). */
export const PING_INTERVAL_MS = 25_000;
/**
 * A ping unanswered this long (no pong, no event) means a connection that is gone without a
 * close (a phone that slept, a network that changed): it is dropped and made again.
 */
export const PONG_TIMEOUT_MS = 10_000;

/**
 * The next try after a close: after a wait doubling from the first delay up to the longest, each
 * with jitter, or the longest at once after a refusal.
 */
export function createRetry(random: () => number, connect: () => void) {
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule(refused: boolean) {
      if (refused) {
        timer = setTimeout(connect, RECONNECT_MAX_DELAY_MS);
        return;
      }
      const delay = Math.min(RECONNECT_MAX_DELAY_MS, RECONNECT_FIRST_DELAY_MS * 2 ** failures);
      failures += 1;
      const jittered = Math.round(delay * (1 - RECONNECT_JITTER + 2 * RECONNECT_JITTER * random()));
      timer = setTimeout(connect, Math.min(RECONNECT_MAX_DELAY_MS, jittered));
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
    /** A connection held: the next failure starts from the first delay. */
    reset: () => {
      failures = 0;
    },
    /** The client stopped: no try planned, and the next failure starts from the first delay. */
    stop() {
      clearTimeout(timer);
      timer = undefined;
      failures = 0;
    },
  };
}

/** Listens for the signs that waiting has no reason left: the browser is back online, or the tab is seen again. */
export function listenForWakeUps(onOnline: () => void, onVisible: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'visible') onVisible();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** The timers of an open connection: its pings, the wait for an answer, and when it counts as stable. */
export function createHeartbeat() {
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let stableTimer: ReturnType<typeof setTimeout> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  return {
    start(ping: () => void, onStable: () => void) {
      pingTimer = setInterval(ping, PING_INTERVAL_MS);
      stableTimer = setTimeout(onStable, STABLE_CONNECTION_MS);
    },
    /** A ping went out: `onSilent` unless a frame comes back in time. */
    awaitAnswer(onSilent: () => void) {
      if (pongTimer === undefined) pongTimer = setTimeout(onSilent, PONG_TIMEOUT_MS);
    },
    /** Any frame proves the connection alive, the pong as well as an event. */
    answered() {
      clearTimeout(pongTimer);
      pongTimer = undefined;
    },
    stop() {
      clearInterval(pingTimer);
      clearTimeout(stableTimer);
      clearTimeout(pongTimer);
      pongTimer = undefined;
    },
  };
}
