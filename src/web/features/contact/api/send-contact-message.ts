import type { ContactMessageInput, ContactMessageResult } from '../../../../shared/contracts/contact';
import { sendContactMessage as sendContactMessageRoute } from '../../../../shared/routes/site-endpoints';
import { callApi } from '../../../lib/call-api';

/** POST /api/contact: stored for the team, answered by e-mail (decisions.md). */
export function sendContactMessage(input: ContactMessageInput): Promise<ContactMessageResult> {
  return callApi(sendContactMessageRoute, { body: input });
}
