// The live socket (GET /api/live, docs/decisions/0023-messages.md): one per tab, shared by every
// screen that listens, open while one does. It brings LiveEvents and carries the typing and ping
// commands. It never gives up: when it closes it comes back by itself after about 1 s, 2 s,
// 4 s... up to 30 s (with jitter, so that a server restart is not met by every member at the same
// instant), starting again from 1 s once a connection has held; at once when the browser comes
// back online or the tab comes back into view. Every open counts (`opens`): the screens fetch what
// they missed after each one (use-catch-up.ts), since nothing is replayed on the socket. Only
// a close that says the session is over (4401) stops it, unless the tab turns out to hold a newer
// session (a password change here ends the old one and signs this tab in anew), when it comes
// back as after any other close; one that says this browser broke the
// socket's rules (1008, 1009: a bug here, or a flood) waits the longest delay before the next
// try, whatever happens meanwhile, so that a broken tab never reconnects in a tight loop.
import { LIVE_CLOSE, type LiveCommand, type LiveEvent, liveEvent } from '../../../../shared/contracts/messages';
import { liveSocket } from '../../../../shared/routes/messages';
import { urlOf } from '../../../lib/call-api';

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
 * The socket stays this long after the last screen lets it go: moving from the list to a
 * conversation (two route renders) or briefly to another page keeps the connection.
 */
const LINGER_MS = 10_000;

export interface LiveStatus {
  connected: boolean;
  /** Connections opened so far; each one after the first may follow a gap. */
  opens: number;
}

/** The events screens hear (the pong is the client's own business). */
export type LiveNews = Exclude<LiveEvent, { type: 'pong' }>;

export interface LiveClient {
  /** Listens to every event and keeps the socket open until the returned function is called. */
  listen: (listener: (event: LiveNews) => void) => () => void;
  /** Sends when connected; a command that cannot go now is dropped (typing, ping: no later use). */
  send: (command: LiveCommand) => boolean;
  getStatus: () => LiveStatus;
  subscribeStatus: (listener: () => void) => () => void;
}

/** A frame's event, or null for anything else (a pong, or what this browser does not know). */
function parseEvent(data: unknown): LiveNews | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = liveEvent.safeParse(value);
  return parsed.success && parsed.data.type !== 'pong' ? parsed.data : null;
}

/** Same origin: the session cookie goes with it (the API checks it at the upgrade). */
const liveUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${urlOf(liveSocket)}`;

interface LiveClientOptions {
  url?: () => string;
  /** For the jitter; tests pass a fixed one. */
  random?: () => number;
  /**
   * The server ended the socket because its session is over; answers whether the tab is still
   * signed in (with a newer session), in which case the socket comes back.
   */
  onSignedOut?: () => Promise<boolean>;
  /** How long the socket stays after the last listener (component tests: 0, gone at unmount). */
  lingerMs?: number;
}

export function createLiveClient({
  url = liveUrl,
  random = Math.random,
  onSignedOut,
  lingerMs = LINGER_MS,
}: LiveClientOptions = {}): LiveClient {
  const listeners = new Set<(event: LiveNews) => void>();
  const statusListeners = new Set<() => void>();
  let status: LiveStatus = { connected: false, opens: 0 };
  let socket: WebSocket | null = null;
  let running = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let lingerTimer: ReturnType<typeof setTimeout> | undefined;
  let stableTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  /** The session is over: no retry until a screen listens anew. */
  let signedOut = false;
  /** The server refused what this tab sent: the next try waits the longest delay. */
  let refused = false;

  function setStatus(next: LiveStatus) {
    status = next;
    statusListeners.forEach((listener) => listener());
  }

  function send(command: LiveCommand): boolean {
    const open = socket;
    if (open?.readyState !== WebSocket.OPEN) return false;
    open.send(JSON.stringify(command));
    if (command.type === 'ping' && pongTimer === undefined) pongTimer = setTimeout(() => lost(open), PONG_TIMEOUT_MS);
    return true;
  }

  /** The socket is gone (closed, or silent past a ping): forget it, and plan the next one. */
  function lost(gone: WebSocket, code?: number) {
    if (socket !== gone) return;
    socket = null;
    clearInterval(pingTimer);
    clearTimeout(stableTimer);
    clearTimeout(pongTimer);
    pongTimer = undefined;
    // A silent one may never close by itself.
    if (gone.readyState !== WebSocket.CLOSED) gone.close();
    if (status.connected) setStatus({ ...status, connected: false });
    if (code === LIVE_CLOSE.signedOut) {
      signedOut = true;
      void onSignedOut?.().then((stillSignedIn) => {
        if (!stillSignedIn || !running || !signedOut || socket !== null) return;
        signedOut = false;
        scheduleRetry();
      });
      return;
    }
    if (code === LIVE_CLOSE.policy || code === LIVE_CLOSE.tooBig) refused = true;
    if (running) scheduleRetry();
  }

  function connect() {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    refused = false;
    let next: WebSocket;
    try {
      next = new WebSocket(url());
    } catch {
      scheduleRetry();
      return;
    }
    socket = next;
    next.onopen = () => {
      if (socket !== next) return;
      pingTimer = setInterval(() => send({ type: 'ping' }), PING_INTERVAL_MS);
      stableTimer = setTimeout(() => {
        failures = 0;
      }, STABLE_CONNECTION_MS);
      setStatus({ connected: true, opens: status.opens + 1 });
    };
    next.onmessage = (message: MessageEvent) => {
      if (socket !== next) return;
      // Any frame proves the connection alive, the pong as well as an event.
      clearTimeout(pongTimer);
      pongTimer = undefined;
      const event = parseEvent(message.data);
      if (event) listeners.forEach((listener) => listener(event));
    };
    // An error is always followed by close, where the retry is planned.
    next.onclose = (event: CloseEvent) => lost(next, event.code);
  }

  function scheduleRetry() {
    if (refused) {
      retryTimer = setTimeout(connect, RECONNECT_MAX_DELAY_MS);
      return;
    }
    const delay = Math.min(RECONNECT_MAX_DELAY_MS, RECONNECT_FIRST_DELAY_MS * 2 ** failures);
    failures += 1;
    const jittered = Math.round(delay * (1 - RECONNECT_JITTER + 2 * RECONNECT_JITTER * random()));
    retryTimer = setTimeout(connect, Math.min(RECONNECT_MAX_DELAY_MS, jittered));
  }

  /** Back online, or the tab is seen again: no reason left to wait for the next try. */
  function reconnectNow() {
    if (running && !signedOut && !refused && socket === null) connect();
  }

  const onVisibility = () => {
    if (document.visibilityState !== 'visible') return;
    // A phone that slept may hold a socket that looks open but is gone: a ping finds out (the
    // close that follows brings the retry).
    if (!send({ type: 'ping' })) reconnectNow();
  };

  function start() {
    running = true;
    signedOut = false;
    window.addEventListener('online', reconnectNow);
    document.addEventListener('visibilitychange', onVisibility);
    connect();
  }

  function stop() {
    running = false;
    window.removeEventListener('online', reconnectNow);
    document.removeEventListener('visibilitychange', onVisibility);
    clearTimeout(retryTimer);
    clearTimeout(stableTimer);
    clearTimeout(pongTimer);
    clearInterval(pingTimer);
    retryTimer = undefined;
    pongTimer = undefined;
    failures = 0;
    refused = false;
    const closing = socket;
    socket = null;
    closing?.close(1000);
    if (status.connected) setStatus({ ...status, connected: false });
  }

  return {
    listen: (listener) => {
      listeners.add(listener);
      clearTimeout(lingerTimer);
      if (!running) start();
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        if (lingerMs === 0) stop();
        else lingerTimer = setTimeout(stop, lingerMs);
      };
    },
    send,
    getStatus: () => status,
    subscribeStatus: (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
  };
}
