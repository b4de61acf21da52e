// One open conversation as the browser holds it: the stored messages it has seen (oldest first,
// each once), the partner's delivered and read marks, the allowance, and the messages the member
// wrote that the server has not stored yet (the outbox: sending, or failed with a Retry). Pure
// functions over it: the cache entry (api/messages-api.ts) changes only through them, whichever
// way news arrives (the page's load, an older page, the live socket, a catch-up, a send).
import type {
  ChatMessage,
  ConversationPartner,
  ConversationView,
  MessageAllowance,
  MessagePage,
} from '../../../../shared/contracts/messages';

/**
 * Why a send failed, which decides what the member is told (the text itself stays).
 * `needsConfirmation`: the rules found it may hurt; the composer asks "Are you sure?".
 */
export type SendFailure = 'network' | 'limit' | 'empty' | 'tooLong' | 'controlCharacters' | 'malformedText' | 'needsConfirmation';

export interface OutgoingMessage {
  clientId: string;
  body: string;
  /** When the member sent it, for its place among the day separators. */
  sentAt: string;
  /** `waiting`: written offline, in the outbox until the network comes back (outbox/deliver.ts). */
  status: 'sending' | 'failed' | 'waiting';
  failure?: SendFailure;
  /** The member answered "Send anyway": a retry says so again. */
  confirmed?: boolean;
}

export interface Thread {
  id: number;
  partner: ConversationPartner;
  matchedAt: string;
  messages: ChatMessage[];
  hasOlder: boolean;
  partnerDeliveredUpTo: number;
  partnerReadUpTo: number;
  allowance: MessageAllowance;
  outbox: OutgoingMessage[];
  /** The conversation ended while open (a live `closed`, a 404, or the member's own block). */
  closed: boolean;
  /**
   * The catch-up's cursor: the newest message id of a page the server read (the opening page, a
   * catch-up page), never of a live event or a send's answer, so a message whose live event was
   * lost while a later one arrived is still asked for (docs/decisions/0023-messages.md, "Catching up").
   */
  syncedUpTo: number;
}

/** Oldest first, each id once (a live event and a catch-up may bring the same message). */
function mergeMessages(known: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(known.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Stored now: the outbox forgets it (its clientId came back from the server). */
function withoutStored(outbox: OutgoingMessage[], messages: ChatMessage[]): OutgoingMessage[] {
  const stored = new Set(messages.filter((message) => message.fromMe).map((message) => message.clientId));
  return outbox.some((item) => stored.has(item.clientId)) ? outbox.filter((item) => !stored.has(item.clientId)) : outbox;
}

const marksOf = (thread: Thread, page: Pick<MessagePage, 'partnerDeliveredUpTo' | 'partnerReadUpTo'>) => ({
  partnerDeliveredUpTo: Math.max(thread.partnerDeliveredUpTo, page.partnerDeliveredUpTo),
  partnerReadUpTo: Math.max(thread.partnerReadUpTo, page.partnerReadUpTo),
});

/**
 * The latest page (opening the conversation, or opening it again): it replaces what was known,
 * except older messages loaded before that still join it without a gap, messages that came live
 * after the page was read, and the outbox.
 */
export function threadFromView(view: ConversationView, previous?: Thread): Thread {
  const fresh: Thread = {
    id: view.id,
    partner: view.partner,
    matchedAt: view.matchedAt,
    messages: view.messages,
    hasOlder: view.hasOlder,
    partnerDeliveredUpTo: view.partnerDeliveredUpTo,
    partnerReadUpTo: view.partnerReadUpTo,
    allowance: view.allowance,
    outbox: previous ? withoutStored(previous.outbox, view.messages) : [],
    closed: false,
    syncedUpTo: view.messages.at(-1)?.id ?? 0,
  };
  const first = view.messages[0];
  const last = view.messages.at(-1);
  if (!previous || !first || !last) return fresh;
  const newer = previous.messages.filter((message) => message.id > last.id);
  const withNewer =
    newer.length > 0 ? { ...fresh, messages: [...view.messages, ...newer], outbox: withoutStored(fresh.outbox, newer) } : fresh;
  const newestKnown = previous.messages.at(-1)?.id ?? 0;
  // More than a page arrived since: what was known before no longer joins the new page.
  if (newestKnown < first.id) return withNewer;
  const older = previous.messages.filter((message) => message.id < first.id);
  return { ...withNewer, messages: [...older, ...withNewer.messages], hasOlder: older.length > 0 ? previous.hasOlder : view.hasOlder };
}

/** An older page, from scrolling up: before everything known. */
export function withOlderPage(thread: Thread, page: MessagePage): Thread {
  return { ...thread, ...marksOf(thread, page), messages: mergeMessages(thread.messages, page.messages), hasOlder: page.hasOlder };
}

/** Newer messages: a catch-up page after a reconnect. */
export function withNewerPage(thread: Thread, page: MessagePage): Thread {
  const messages = mergeMessages(thread.messages, page.messages);
  const syncedUpTo = Math.max(thread.syncedUpTo, page.messages.at(-1)?.id ?? 0);
  return { ...thread, ...marksOf(thread, page), messages, outbox: withoutStored(thread.outbox, messages), syncedUpTo };
}

/** One message, live or as the answer to a send. */
export function withMessage(thread: Thread, message: ChatMessage): Thread {
  if (thread.messages.some((known) => known.id === message.id)) return thread;
  const messages = mergeMessages(thread.messages, [message]);
  return { ...thread, messages, outbox: withoutStored(thread.outbox, [message]) };
}

export function withMarks(thread: Thread, marks: { deliveredUpTo?: number; readUpTo?: number }): Thread {
  const readUpTo = Math.max(thread.partnerReadUpTo, marks.readUpTo ?? 0);
  // Read is received too.
  const deliveredUpTo = Math.max(thread.partnerDeliveredUpTo, marks.deliveredUpTo ?? 0, readUpTo);
  if (readUpTo === thread.partnerReadUpTo && deliveredUpTo === thread.partnerDeliveredUpTo) return thread;
  return { ...thread, partnerDeliveredUpTo: deliveredUpTo, partnerReadUpTo: readUpTo };
}

/** A send starts (or starts again, from Retry): in the outbox, marked sending, in its place. */
export function withSending(thread: Thread, outgoing: Omit<OutgoingMessage, 'status' | 'failure'>): Thread {
  const known = thread.outbox.some((item) => item.clientId === outgoing.clientId);
  const outbox = known
    ? thread.outbox.map((item) =>
        item.clientId === outgoing.clientId
          ? { ...item, status: 'sending' as const, failure: undefined, confirmed: outgoing.confirmed ?? item.confirmed }
          : item,
      )
    : [...thread.outbox, { ...outgoing, status: 'sending' as const }];
  return { ...thread, outbox };
}

export function withFailure(thread: Thread, clientId: string, failure: SendFailure): Thread {
  const outbox = thread.outbox.map((item) => (item.clientId === clientId ? { ...item, status: 'failed' as const, failure } : item));
  // The server said the day's messages are spent: the composer says so too.
  const allowance = failure === 'limit' ? { ...thread.allowance, left: 0 } : thread.allowance;
  return { ...thread, outbox, allowance };
}

/** Offline: it waits in the outbox, sent once the network comes back (outbox/deliver.ts). */
export function withWaiting(thread: Thread, clientId: string): Thread {
  const outbox = thread.outbox.map((item) =>
    item.clientId === clientId ? { ...item, status: 'waiting' as const, failure: undefined } : item,
  );
  return { ...thread, outbox };
}

/**
 * A thread read back from the offline copy: a message that was on its way when the page closed
 * may not have arrived, so it waits to be sent again (the same clientId: stored at most once).
 */
export function withInterruptedSendsWaiting(thread: Thread): Thread {
  if (!thread.outbox.some((item) => item.status === 'sending')) return thread;
  return { ...thread, outbox: thread.outbox.map((item) => (item.status === 'sending' ? { ...item, status: 'waiting' as const } : item)) };
}

/** The member took an unsent message back to edit it: it leaves the outbox (the composer has it). */
export function withoutOutgoing(thread: Thread, clientId: string): Thread {
  const outbox = thread.outbox.filter((item) => item.clientId !== clientId);
  return outbox.length === thread.outbox.length ? thread : { ...thread, outbox };
}

/** The first message waiting for the member's "Send anyway" (the composer asks about it). */
export const awaitingConfirmation = (thread: Thread): OutgoingMessage | undefined =>
  thread.outbox.find((item) => item.failure === 'needsConfirmation');

/** The server stored it: the answer's message takes the outbox entry's place. */
export function withSent(thread: Thread, message: ChatMessage, allowance: MessageAllowance): Thread {
  return { ...withMessage(thread, message), allowance };
}

export const closedThread = (thread: Thread): Thread => (thread.closed ? thread : { ...thread, closed: true });

/** The newest stored message's id, where a catch-up starts (0: none yet). */
/** Where the next catch-up starts (see `syncedUpTo`). */
export const catchUpCursor = (thread: Thread): number => thread.syncedUpTo;

/** The newest message from the partner, which the member reads by seeing it. */
export function newestIncomingId(thread: Thread): number {
  for (let index = thread.messages.length - 1; index >= 0; index--) {
    const message = thread.messages[index]!;
    if (!message.fromMe) return message.id;
  }
  return 0;
}
