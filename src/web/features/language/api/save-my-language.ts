// PATCH /api/me (modules/session/routes.ts): a signed-in member's language, stored where
// their e-mails and SMS codes are written.
import type { Language } from '../../../../shared/constants';
import type { MeUpdateInput } from '../../../../shared/contracts/account';
import { apiRequest } from '../../../lib/api-client';

export function saveMyLanguage(language: Language): Promise<MeUpdateInput> {
  return apiRequest<MeUpdateInput>('/api/me', { method: 'PATCH', json: { language } });
}
