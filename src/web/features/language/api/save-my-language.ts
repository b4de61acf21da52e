// PATCH /api/me (modules/session/routes.ts): a signed-in member's language, stored where
// their e-mails and SMS codes are written.
import type { Language } from '../../../../shared/constants';
import type { MeUpdateInput } from '../../../../shared/contracts/account';
import { updateMe } from '../../../../shared/routes/session-endpoints';
import { callApi } from '../../../lib/call-api';

export function saveMyLanguage(language: Language): Promise<MeUpdateInput> {
  return callApi(updateMe, { body: { language } });
}
