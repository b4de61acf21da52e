// Test helpers for the messages screens: answers as the server sends them, a fetch stub that
// answers by "METHOD /path" and records each request with its query string and body, a fake
// WebSocket the test drives (open, frames, close), and a render with a live client of its own.
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type {
  ChatMessage,
  ConversationPartner,
  ConversationSummary,
  ConversationView,
  LiveEvent,
  MessageAllowance,
} from '../../../shared/contracts/messages';
import type { Language } from '../../../shared/constants';
import { renderWithProviders } from '../../test/render';
import { deferred, type Handler, stubRoutes } from '../../test/route-stub';
import { json } from '../../test/session-fixtures';
import { createLiveClient, type LiveClient } from './live/live-client';
import { LiveClientContext } from './live/use-live';

export const BASIC: MessageAllowance = { perDay: 20, left: 12, resetsAt: '2030-01-02T00:00:00.000Z' };
export const PREMIUM: MessageAllowance = { perDay: null, left: null, resetsAt: '2030-01-02T00:00:00.000Z' };

export const AWA: ConversationPartner = {
  id: 'awa1',
  displayName: 'Awa',
  photo: { url: '/api/photos/awa-1/card', width: 480, height: 600 },
};

export function chat(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    conversationId: 7,
    clientId: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    fromMe: false,
    body: `Message ${id}`,
    sentAt: new Date(Date.now() - 60_000).toISOString(),
    flags: [],
    ...overrides,
  };
}

export function view(overrides: Partial<ConversationView> = {}): ConversationView {
  return {
    id: 7,
    partner: AWA,
    matchedAt: '2026-05-01T10:00:00.000Z',
    messages: [],
    hasOlder: false,
    partnerDeliveredUpTo: 0,
    partnerReadUpTo: 0,
    allowance: BASIC,
    ...overrides,
  };
}

export function summary(id: number, partner: ConversationPartner, overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return { id, partner, lastMessage: null, unread: 0, updatedAt: new Date(Date.now() - 60_000).toISOString(), ...overrides };
}

/** Answers by "METHOD /path"; a request no route answers fails the test. */
export function stubApi(routes: Record<string, Handler>) {
  return stubRoutes((route) => routes[route]);
}

export { deferred };

/** A WebSocket the test drives: nothing happens until it says so. */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('No socket was opened');
    return socket;
  }

  readyState = FakeWebSocket.CONNECTING;
  readonly sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  /** The browser's close(): done at once here. */
  close(code = 1000) {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(new CloseEvent('close', { code }));
  }

  // What the server does:
  open() {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  receive(event: LiveEvent | string) {
    this.onmessage?.(new MessageEvent('message', { data: typeof event === 'string' ? event : JSON.stringify(event) }));
  }

  /** The connection ends from the other side (1006: dropped). */
  drop(code = 1006) {
    this.close(code);
  }
}

/** Puts the fake in place of the browser's WebSocket for this test. */
export function useFakeWebSocket() {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
}

/** The server's side of the socket, wrapped in act() as it changes what the page shows. */
export const server = {
  open: () => act(() => FakeWebSocket.latest().open()),
  send: (event: LiveEvent) => act(() => FakeWebSocket.latest().receive(event)),
  drop: () => act(() => FakeWebSocket.latest().drop()),
};

/**
 * Renders `ui` as the app does, with a live client of its own: no jitter (random 0.5), and its
 * socket closed as the test's screen goes, so that no retry outlives the test.
 */
export async function renderLive(
  ui: ReactNode,
  {
    language = 'en',
    route = '/',
    connected = false,
    socketSends = true,
  }: {
    language?: Language;
    route?: string;
    /** The socket is open before the screen comes (a member arriving from another messages screen). */
    connected?: boolean;
    /** False: messages never go on the socket, always over HTTP (as when it cannot carry them). */
    socketSends?: boolean;
  } = {},
) {
  const live = createLiveClient({ random: () => 0.5, lingerMs: 0 });
  const client: LiveClient = socketSends ? live : { ...live, sendMessage: () => null };
  const hold = connected ? client.listen(() => {}) : undefined;
  if (connected) FakeWebSocket.latest().open();
  const result = await renderWithProviders(<LiveClientContext.Provider value={client}>{ui}</LiveClientContext.Provider>, {
    language,
    route,
  });
  hold?.();
  return { ...result, client };
}

export { json };
