// What the servers tell each other on the live bus (docs/decisions/0023-messages.md, "Several
// servers"): one zod schema, which every signal from the engine passes before anything reads it
// (a bad one is dropped, so a server never closes sockets or reads messages on a malformed word).
// Objects are not strict: a field a newer server adds during a rolling deploy is ignored, not fatal.
import { z } from 'zod';
import { SAFETY_FLAGS } from '../../../shared/contracts/messages';
import { parseJsonWith } from '../../../shared/parse-json';

const id = z.number().int().positive();
const conversation = { conversationId: id };

/** A new message as the signal carries it (its time as ISO text: the engines carry JSON). */
const signalledMessage = z.object({
  senderId: z.string(),
  clientId: z.string(),
  body: z.string(),
  flags: z.array(z.enum(SAFETY_FLAGS)),
  sentAt: z.string(),
});

const liveSignalEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('message'),
    ...conversation,
    messageId: id,
    // A message that does not look like one is dropped from the signal: it is read instead.
    message: signalledMessage.optional().catch(undefined),
  }),
  z.object({ type: z.literal('delivered'), ...conversation, upTo: id }),
  /**
   * The delivered marks one server moved within its 50 ms window, in one signal rather than one
   * each (docs/decisions/0023-messages.md, "What each message costs"): each server tells the
   * senders whose sockets it holds, as a `delivered` event per mark, in the order listed.
   */
  z.object({
    type: z.literal('delivered-marks'),
    marks: z.array(z.object({ senderId: z.string(), ...conversation, upTo: id })),
  }),
  z.object({ type: z.literal('read'), ...conversation, upTo: id }),
  z.object({ type: z.literal('typing'), ...conversation }),
  z.object({ type: z.literal('closed'), ...conversation }),
  /** All the member's sessions were ended (a suspension, a ban, the account deleted): every server closes their sockets. */
  z.object({ type: z.literal('signed-out') }),
  /**
   * These sessions of the member ended (a sign-out, "sign out everywhere", a password change or
   * reset, an expiry): every server closes the sockets opened with them, and only those.
   */
  z.object({ type: z.literal('session-ended'), sessions: z.array(z.string()) }),
  /**
   * Something cached about the members changed: every server drops it
   * (docs/decisions/0026-member-path-caches.md). Sockets are not told. `only: 'decks'`: only the
   * deck pages that name them (a swipe, a block); a server of the previous release, which does not
   * know the field, drops everything, which is safe.
   */
  z.object({ type: z.literal('member-changed'), only: z.literal('decks').optional() }),
]);
export type LiveSignalEvent = z.infer<typeof liveSignalEvent>;

export const liveSignal = z.object({
  /** The members (user ids) whose open sockets should hear of it. */
  to: z.array(z.string()),
  event: liveSignalEvent,
  /**
   * When it was handed to the engine, in milliseconds since 1970 (live-bus.ts, `stamped`): each
   * server measures the bus's lag with it (docs/operations.md, "Metrics"). Optional: a server of the
   * previous release, during a rolling deploy, sends none.
   */
  publishedAt: z.number().int().nonnegative().optional(),
});
export type LiveSignal = z.infer<typeof liveSignal>;

/** A signal from another server, checked before anything reads it (a bad one is dropped). */
export function parseSignal(text: string): LiveSignal | null {
  const signal = parseJsonWith(liveSignal, text);
  if (!signal) return null;
  if (signal.event.type === 'message' && signal.event.message === undefined) {
    const { message: _none, ...ids } = signal.event;
    return { ...signal, event: ids };
  }
  return signal;
}
