// The first message sent from the match moment (docs/decisions/0020-discovery.md, "The match
// moment"): the conversation's own send, POST /api/conversations/:id/messages (contract
// src/shared/routes/messages.ts; a conversation's id is its match's), with the browser's clientId
// so a retry stores nothing twice. Over HTTP: the deck keeps no live socket open.
import type { SendMessageInput, SendMessageResponse } from '../../../../shared/contracts/messages';
import { sendMessage } from '../../../../shared/routes/messages';
import { callApi } from '../../../lib/call-api';
import { useGuardedMutation } from '../../../lib/query/use-guarded-mutation';

export interface FirstMessage {
  conversationId: number;
  input: SendMessageInput;
}

function postFirstMessage({ conversationId, input }: FirstMessage): Promise<SendMessageResponse> {
  return callApi(sendMessage, { params: { id: conversationId }, body: input });
}

/** Sends the first message of a new conversation. */
export const useSendFirstMessage = () => useGuardedMutation({ mutationFn: postFirstMessage });
