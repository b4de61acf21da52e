// A message sent as a frame on the member's open live socket (docs/decisions/0023-messages.md,
// "Sending on the socket"): no HTTP request to parse and answer per message. The frame passes
// what a POST passes, in the same order: the overload check, the session the socket was opened
// with (still standing, read as every request reads it), the route's access level, the route's
// body contract, then the same send (send-and-tell.ts). The answer names the browser's clientId:
// `sent` with what the POST answers, or `send-refused` with the POST's error code and details.
import type { FastifyRequest } from 'fastify';
import { type LiveCommand, type LiveEvent } from '../../../shared/contracts/messages';
import { sendMessage as sendMessageRoute } from '../../../shared/routes/messages';
import { AppError } from '../../errors';
import { apiErrorOf } from '../../plugins/error-handler';
import { serverBusy } from '../../plugins/overload';
import { type AccessSources, checkAccess } from '../../plugins/route-access';
import { parseInput } from '../../validate';
import { type SendContext, sendAndTell } from './send-and-tell';

export type SendCommand = Extract<LiveCommand, { type: 'send' }>;

export interface LiveSendOptions extends SendContext {
  /** How the access check reads the caller and their stages (the member cache, decision 0026). */
  access: AccessSources;
  /** Whether the server refuses requests now (plugins/overload.ts). */
  isBusy: () => boolean;
}

export type LiveSendAnswer = Extract<LiveEvent, { type: 'sent' | 'send-refused' }>;

/**
 * Sends one frame's message for the socket opened by `request` with session `sessionId`. Answers
 * the event to send back; `signedOut` says that the session is over and the socket must close.
 */
export async function sendFromSocket(
  options: LiveSendOptions,
  request: FastifyRequest,
  sessionId: string,
  command: SendCommand,
): Promise<{ answer: LiveSendAnswer; signedOut: boolean }> {
  const { clientId } = command.input;
  let signedOut = false;
  try {
    if (options.isBusy()) throw serverBusy();
    // The upgrade request still carries the cookie the socket was opened with: read as a request
    // reads it, so a session ended, expired or replaced since is refused here too.
    const caller = await options.access.readCaller(request);
    if (!caller || caller.session?.id !== sessionId) {
      signedOut = true;
      throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
    }
    const { user, stages } = await checkAccess(options.access, caller, sendMessageRoute.access);
    const input = parseInput(sendMessageRoute.body, command.input);
    const isPremium = (stages ?? (await options.access.readStages(user.id))).isPremium;
    const sent = await sendAndTell(options, { id: user.id, isPremium }, command.conversationId, input, new Date());
    return { answer: { type: 'sent', clientId, ...sent }, signedOut };
  } catch (error) {
    const { status, body } = apiErrorOf(error instanceof Error ? error : new Error(String(error)), request);
    return { answer: { type: 'send-refused', clientId, status, error: body }, signedOut };
  }
}
