import type { ContactMessageInput, ContactMessageResult } from '../../../../shared/contracts/contact';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/contact: stored for the team, answered by e-mail (decisions.md). */
export function sendContactMessage(input: ContactMessageInput): Promise<ContactMessageResult> {
  return apiRequest<ContactMessageResult>('/api/contact', { method: 'POST', json: input });
}
