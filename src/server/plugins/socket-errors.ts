// What a live socket's errors are (docs/decisions/0023-messages.md): a client that breaks the
// WebSocket protocol (a frame over the size limit, bad UTF-8, an unmasked frame...) or drops its
// connection made a mistake of its own, logged as a warning without a stack; `ws` has already
// closed the socket with the code that says why (1009 for a frame too big). Anything else is
// ours: logged as an error, the socket cut.
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from '@fastify/websocket';

const CLIENT_NETWORK_ERRORS: ReadonlySet<string> = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

const isClientMistake = (code: unknown): boolean =>
  typeof code === 'string' && (code.startsWith('WS_ERR_') || CLIENT_NETWORK_ERRORS.has(code));

export function onSocketError(error: Error & { code?: unknown }, socket: WebSocket, request: FastifyRequest): void {
  if (isClientMistake(error.code)) {
    request.log.warn({ code: error.code, reason: error.message }, 'live socket closed: the client broke the protocol or left');
    return;
  }
  request.log.error({ err: error }, 'live socket failed');
  socket.terminate();
}
