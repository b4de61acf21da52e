// The live socket (GET /api/live, docs/decisions/0023-messages.md): one per tab, shared by every
// screen that listens, open while one does. It brings LiveEvents and carries the member's messages
// (answered on it; one not answered goes over HTTP with the same clientId) and the typing and ping
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
import {
  LIVE_CLOSE,
  type LiveCommand,
  type LiveEvent,
  liveEvent,
  type SendMessageInput,
  type SendMessageResponse,
} from '../../../../shared/contracts/messages';
import { liveSocket } from '../../../../shared/routes/messages';
import { parseJsonWith } from '../../../../shared/parse-json';
import { urlOf } from '../../../lib/call-api';
import { createAudience, type LiveNews, type LiveStatus } from './live-audience';
import { createPendingSends } from './live-sends';
import { createHeartbeat, createRetry, listenForWakeUps } from './live-timers';

export type { LiveNews, LiveStatus } from './live-audience';
export { LiveSendLost, SEND_ANSWER_TIMEOUT_MS } from './live-sends';
export { PING_INTERVAL_MS, PONG_TIMEOUT_MS, STABLE_CONNECTION_MS } from './live-timers';

/**
 * The socket stays this long after the last screen lets it go: moving from the list to a
 * conversation (two route renders) or briefly to another page keeps the connection.
 */
const LINGER_MS = 10_000;

export interface LiveClient {
  /** Listens to every event and keeps the socket open until the returned function is called. */
  listen: (listener: (event: LiveNews) => void) => () => void;
  /** Sends when connected; a command that cannot go now is dropped (typing, ping: no later use). */
  send: (command: LiveCommand) => boolean;
  /**
   * Sends a message on the socket (docs/decisions/0023-messages.md, "Sending on the socket"):
   * null when it cannot go this way (not connected, or a frame over the server's limit), else the
   * server's answer, an ApiError for a refusal as the POST gives it, or LiveSendLost.
   */
  sendMessage: (conversationId: number, input: SendMessageInput) => Promise<SendMessageResponse> | null;
  getStatus: () => LiveStatus;
  subscribeStatus: (listener: () => void) => () => void;
}

/** A frame's event, or null for anything else (a pong, or what this browser does not know). */
function parseEvent(data: unknown): Exclude<LiveEvent, { type: 'pong' }> | null {
  if (typeof data !== 'string') return null;
  const event = parseJsonWith(liveEvent, data);
  return event && event.type !== 'pong' ? event : null;
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
  const audience = createAudience();
  const retry = createRetry(random, () => connect());
  const heartbeat = createHeartbeat();
  let socket: WebSocket | null = null;
  let running = false;
  let stopWakeUps = () => {};
  let lingerTimer: ReturnType<typeof setTimeout> | undefined;
  /** The session is over: no retry until a screen listens anew. */
  let signedOut = false;
  /** The server refused what this tab sent: the next try waits the longest delay. */
  let refused = false;

  /** Messages sent on the socket, waiting for their answer on it. */
  const sends = createPendingSends(() => socket);

  function send(command: LiveCommand): boolean {
    const open = socket;
    if (open?.readyState !== WebSocket.OPEN) return false;
    open.send(JSON.stringify(command));
    if (command.type === 'ping') heartbeat.awaitAnswer(() => lost(open));
    return true;
  }

  /** The socket is gone (closed, or silent past a ping): forget it, and plan the next one. */
  function lost(gone: WebSocket, code?: number) {
    if (socket !== gone) return;
    socket = null;
    heartbeat.stop();
    sends.abandon();
    // A silent one may never close by itself.
    if (gone.readyState !== WebSocket.CLOSED) gone.close();
    audience.disconnected();
    if (code === LIVE_CLOSE.signedOut) {
      signedOut = true;
      void onSignedOut?.().then((stillSignedIn) => {
        if (!stillSignedIn || !running || !signedOut || socket !== null) return;
        signedOut = false;
        retry.schedule(refused);
      });
      return;
    }
    if (code === LIVE_CLOSE.policy || code === LIVE_CLOSE.tooBig) refused = true;
    if (running) retry.schedule(refused);
  }

  function connect() {
    retry.cancel();
    refused = false;
    let next: WebSocket;
    try {
      next = new WebSocket(url());
    } catch {
      retry.schedule(refused);
      return;
    }
    socket = next;
    next.onopen = () => {
      if (socket !== next) return;
      heartbeat.start(() => send({ type: 'ping' }), retry.reset);
      audience.opened();
    };
    next.onmessage = (message: MessageEvent) => {
      if (socket !== next) return;
      heartbeat.answered();
      const event = parseEvent(message.data);
      if (event?.type === 'sent' || event?.type === 'send-refused') sends.answered(event);
      else if (event) audience.tell(event);
    };
    // An error is always followed by close, where the retry is planned.
    next.onclose = (event: CloseEvent) => lost(next, event.code);
  }

  /** Back online, or the tab is seen again: no reason left to wait for the next try. */
  function reconnectNow() {
    if (running && !signedOut && !refused && socket === null) connect();
  }

  // A phone that slept may hold a socket that looks open but is gone: a ping finds out (the close
  // that follows brings the retry).
  const onVisible = () => {
    if (!send({ type: 'ping' })) reconnectNow();
  };

  function start() {
    running = true;
    signedOut = false;
    stopWakeUps = listenForWakeUps(reconnectNow, onVisible);
    connect();
  }

  function stop() {
    running = false;
    stopWakeUps();
    retry.stop();
    heartbeat.stop();
    refused = false;
    const closing = socket;
    socket = null;
    closing?.close(1000);
    sends.abandon();
    audience.disconnected();
  }

  return {
    listen: (listener) => {
      audience.listeners.add(listener);
      clearTimeout(lingerTimer);
      if (!running) start();
      return () => {
        if (!audience.listeners.delete(listener) || audience.listeners.size > 0) return;
        if (lingerMs === 0) stop();
        else lingerTimer = setTimeout(stop, lingerMs);
      };
    },
    send,
    sendMessage: sends.send,
    getStatus: audience.getStatus,
    subscribeStatus: audience.subscribeStatus,
  };
}
