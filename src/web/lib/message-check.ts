// The contract's rules for a message body (`messageBody`, src/shared/contracts/messages.ts),
// checked before sending with the server's own schema: the member is told at once, in their
// language, and nothing is sent that the server would refuse.
import { messageBody } from '../../shared/contracts/messages';

export type MessageProblem = 'empty' | 'tooLong' | 'controlCharacters' | 'malformedText';

const PROBLEMS: readonly string[] = ['empty', 'tooLong', 'controlCharacters', 'malformedText'] satisfies MessageProblem[];

export const isMessageProblem = (value: unknown): value is MessageProblem => typeof value === 'string' && PROBLEMS.includes(value);

/** What the server would store (`body`: line breaks as \n, trimmed), or why it would refuse it. */
export function checkMessage(text: string): { body: string; problem: null } | { body: null; problem: MessageProblem } {
  const result = messageBody.safeParse(text);
  if (result.success) return { body: result.data, problem: null };
  const reason = result.error.issues[0]?.message;
  return { body: null, problem: isMessageProblem(reason) ? reason : 'empty' };
}

/**
 * A new message's clientId (a v4 UUID). crypto.randomUUID exists only on secure origins; a
 * phone trying the development server over the local network is not one, so the same kind of id
 * is made from getRandomValues there.
 */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
