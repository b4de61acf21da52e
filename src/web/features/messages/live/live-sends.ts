// Messages sent on the live socket (docs/decisions/0023-messages.md, "Sending on the socket"),
// each waiting for its answer on it: the server's, or none (the socket closed, or stayed silent
// past SEND_ANSWER_TIMEOUT_MS), when the caller sends it over HTTP with the same clientId.
import {
  LIVE_FRAME_MAX_BYTES,
  type LiveCommand,
  type LiveEvent,
  type SendMessageInput,
  type SendMessageResponse,
} from '../../../../shared/contracts/messages';
import { ApiError } from '../../../lib/api-client';

type SendAnswer = Extract<LiveEvent, { type: 'sent' | 'send-refused' }>;

/**
 * A message sent on the socket got no answer: the socket closed first, or stayed silent past
 * SEND_ANSWER_TIMEOUT_MS. The caller sends it over HTTP with the same clientId, which the server
 * stores at most once, whether or not the socket's copy was stored.
 */
export class LiveSendLost extends Error {
  constructor() {
    super('The live socket did not answer the message');
    this.name = 'LiveSendLost';
  }
}

/** How long a message sent on the socket waits for its answer before it goes over HTTP instead. */
export const SEND_ANSWER_TIMEOUT_MS = 10_000;

export function createPendingSends(currentSocket: () => WebSocket | null) {
  /** By clientId. */
  const awaiting = new Map<string, { answered: (answer: SendAnswer | null) => void }>();
  return {
    /**
     * null when the message cannot go this way (not connected, already waiting, or a frame over
     * the server's limit); else the server's answer, an ApiError for a refusal as the POST gives
     * it, or LiveSendLost.
     */
    send: (conversationId: number, input: SendMessageInput): Promise<SendMessageResponse> | null => {
      const open = currentSocket();
      if (open?.readyState !== WebSocket.OPEN || awaiting.has(input.clientId)) return null;
      const frame = JSON.stringify({ type: 'send', conversationId, input } satisfies LiveCommand);
      if (new TextEncoder().encode(frame).length > LIVE_FRAME_MAX_BYTES) return null;
      return new Promise<SendMessageResponse>((resolve, reject) => {
        const timer = setTimeout(() => answered(null), SEND_ANSWER_TIMEOUT_MS);
        const answered = (answer: SendAnswer | null) => {
          clearTimeout(timer);
          awaiting.delete(input.clientId);
          if (!answer) reject(new LiveSendLost());
          else if (answer.type === 'sent') resolve({ message: answer.message, allowance: answer.allowance });
          else reject(new ApiError(answer.error.code, answer.status, answer.error.details));
        };
        awaiting.set(input.clientId, { answered });
        open.send(frame);
      });
    },
    /** The server's answer to one of them. */
    answered: (answer: SendAnswer) => awaiting.get(answer.clientId)?.answered(answer),
    /** The socket is gone: every message still waiting goes over HTTP. */
    abandon() {
      for (const waiting of [...awaiting.values()]) waiting.answered(null);
    },
  };
}
