import { z } from 'zod';
import { cardPhoto } from './discovery';
import { isoTime } from './iso-time';
import { text } from './text';

// Conversations between matched members (docs/decisions/0023-messages.md). A conversation is a
// confirmed match: its id is the match's. Messages are written on the live socket (`/api/live`,
// the `send` command below) or over HTTP, through one send with the same checks, and arrive over
// the live socket (LiveEvent below).

export const MESSAGE_MAX_LENGTH = 2000;
/** Messages per page when a conversation opens and each time older ones are loaded. */
export const MESSAGE_PAGE_SIZE = 50;

/**
 * Control characters other than line breaks and tabs (they could hide text or break the layout);
 * the browser checks the same rule before sending.
 */
// eslint-disable-next-line no-control-regex
export const FORBIDDEN_MESSAGE_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

export const messageBody = text()
  .transform((body) => body.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .min(1, 'empty')
      .max(MESSAGE_MAX_LENGTH, 'tooLong')
      .refine((body) => !FORBIDDEN_MESSAGE_CHARACTERS.test(body), 'controlCharacters'),
  );

/**
 * What the safety rules recognise in a message (docs/decisions/0023-messages.md, "Safety"): a
 * request for money or a transfer (gift cards, crypto, wire or mobile money), moving to another
 * app or sharing a phone number, a visa or sponsorship ask, an insult. A flagged message is still
 * delivered; the recipient sees a short notice with a one-tap report.
 */
export const SAFETY_FLAGS = ['money', 'off_platform', 'visa', 'insult'] as const;
export type SafetyFlag = (typeof SAFETY_FLAGS)[number];

export const sendMessageInput = z.strictObject({
  /** The browser's id for this message: sending it again (a retry) stores nothing new. */
  clientId: z.uuid(),
  body: messageBody,
  /**
   * The sender answered "Are you sure?" for a message the rules find insulting. Without it such
   * a message is refused with 409 MESSAGE_NEEDS_CONFIRMATION and nothing is stored.
   */
  confirmed: z.boolean().optional(),
});
export type SendMessageInput = z.infer<typeof sendMessageInput>;

export const readInput = z.strictObject({
  /** The newest message the member has seen. */
  upTo: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const messagePageQuery = z
  .strictObject({
    /** Older than this message id (scrolling up). */
    before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    /** Newer than this message id (catching up after a reconnect). */
    after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .refine((query) => query.before === undefined || query.after === undefined, 'before or after, not both');
export type MessagePageQuery = z.infer<typeof messagePageQuery>;

export const messageAllowance = z.strictObject({
  /** Null: unlimited (Premium). */
  perDay: z.number().int().nullable(),
  left: z.number().int().nullable(),
  /** The next midnight UTC. */
  resetsAt: isoTime,
});
export type MessageAllowance = z.infer<typeof messageAllowance>;

const messageId = z.number().int().positive();
const conversationId = z.number().int().positive();

export const chatMessage = z.strictObject({
  id: messageId,
  conversationId,
  clientId: z.string(),
  /** Whether the member asking wrote it. */
  fromMe: z.boolean(),
  body: z.string(),
  sentAt: isoTime,
  /** For the recipient only (empty on the member's own messages): what the safety rules found. */
  flags: z.array(z.enum(SAFETY_FLAGS)),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** The other member of a conversation, as the list and the conversation's header show them. */
export const conversationPartner = z.strictObject({
  id: z.string(),
  displayName: z.string(),
  photo: cardPhoto.nullable(),
});
export type ConversationPartner = z.infer<typeof conversationPartner>;

export const conversationSummary = z.strictObject({
  id: conversationId,
  partner: conversationPartner,
  lastMessage: z.strictObject({ body: z.string(), sentAt: isoTime, fromMe: z.boolean() }).nullable(),
  unread: z.number().int().min(0),
  /** The last message's time, or the match's when nobody has written yet. */
  updatedAt: isoTime,
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

/** GET /api/conversations: newest first. */
export const conversationList = z.strictObject({
  conversations: z.array(conversationSummary),
  unreadTotal: z.number().int().min(0),
  allowance: messageAllowance,
});
export type ConversationList = z.infer<typeof conversationList>;

/** GET /api/conversations/:id/messages: oldest first. */
export const messagePage = z.strictObject({
  messages: z.array(chatMessage),
  /** Whether older messages remain (before the first of this page). */
  hasOlder: z.boolean(),
  /** The newest of the member's own messages the other member has received, and read. */
  partnerDeliveredUpTo: z.number().int().min(0),
  partnerReadUpTo: z.number().int().min(0),
});
export type MessagePage = z.infer<typeof messagePage>;

/** GET /api/conversations/:id: the header and the latest page. */
export const conversationView = messagePage.extend({
  id: conversationId,
  partner: conversationPartner,
  matchedAt: isoTime,
  allowance: messageAllowance,
});
export type ConversationView = z.infer<typeof conversationView>;

/** POST /api/conversations/:id/messages */
export const sendMessageResponse = z.strictObject({ message: chatMessage, allowance: messageAllowance });
export type SendMessageResponse = z.infer<typeof sendMessageResponse>;

/** POST /api/conversations/:id/read: the member's read mark now (null: nothing read yet). */
export const readResponse = z.strictObject({ readUpTo: messageId.nullable() });

/**
 * What the live socket sends (server to browser), one JSON object per frame; the browser parses
 * every frame with it (web/features/messages/live/live-client.ts) and ignores one that does not
 * pass. Not strict, nor the message and allowance it carries (unlike the HTTP answers'): a field a
 * newer server adds does not make an open tab drop its events.
 */
const liveMessage = z.object(chatMessage.shape);
const liveAllowance = z.object(messageAllowance.shape);
export const liveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: liveMessage }),
  z.object({ type: z.literal('delivered'), conversationId, upTo: messageId }),
  z.object({ type: z.literal('read'), conversationId, upTo: messageId }),
  z.object({ type: z.literal('typing'), conversationId }),
  /** The conversation is over (unmatch, block or a deleted account): nothing says who or why. */
  z.object({ type: z.literal('closed'), conversationId }),
  /** The answer to a ping. */
  z.object({ type: z.literal('pong') }),
  /** The answer to a `send` command: the message stored (or stored already), as the POST answers. */
  z.object({ type: z.literal('sent'), clientId: z.string(), message: liveMessage, allowance: liveAllowance }),
  /** The answer to a `send` command refused: the error the POST would have answered (`{ code, message, details }`). */
  z.object({
    type: z.literal('send-refused'),
    clientId: z.string(),
    status: z.number().int(),
    error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
  }),
]);
export type LiveEvent = z.infer<typeof liveEvent>;

/**
 * How the server closes the live socket (docs/decisions/0023-messages.md), which the browser reads:
 * - `signedOut`: the session it was opened with is over (signed out, everywhere, a password
 *   change, an expiry, a suspension): no retry until the visitor is known again;
 * - `policy`: it broke the protocol's rules (an unknown command, or more frames than its budget);
 * - `tooBig`: a frame over `LIVE_FRAME_MAX_BYTES`;
 * - `serverRestart`: the server is shutting down; the browser comes back as after any other close,
 *   to another server, and fetches what it missed.
 * After `policy` or `tooBig` the browser waits its longest delay before it tries again.
 */
export const LIVE_CLOSE = { signedOut: 4401, policy: 1008, tooBig: 1009, serverRestart: 1012 } as const;

/**
 * The largest frame the server reads from the browser. A `send` of the longest message fits: 2,000
 * UTF-16 units are at most 6,000 bytes of UTF-8 (8,000 written as JSON when every one is a line
 * break sent as \r\n); the other commands are a few dozen bytes. The browser sends a bigger frame
 * over HTTP instead (web/features/messages/live/live-client.ts).
 */
export const LIVE_FRAME_MAX_BYTES = 16 * 1024;

/** What the browser may send on the live socket. */
export const liveCommand = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('typing'),
    conversationId: z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
  }),
  z.strictObject({ type: z.literal('ping') }),
  /**
   * A message sent on the socket (docs/decisions/0023-messages.md, "Sending on the socket"):
   * `input` is the POST's body, checked by the same contract (sendMessageInput) and rules, and
   * answered by a `sent` or `send-refused` event naming its clientId. Only the clientId is read
   * here, to name the answer; a frame without one breaks the protocol (1008).
   */
  z.strictObject({
    type: z.literal('send'),
    conversationId: z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
    input: z.looseObject({ clientId: z.uuid() }),
  }),
]);
export type LiveCommand = z.infer<typeof liveCommand>;
