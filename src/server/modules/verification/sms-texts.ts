// The one-time code SMS, in the member's language (src/server/i18n/message-texts.ts). Short on
// purpose: one SMS segment even in Amharic or Arabic (70 characters in UCS-2), the code first so
// a phone's autofill finds it, and a warning never to share it.
import { fillIn, messageTextsFor } from '../../i18n/message-texts';

/** The SMS carrying `code`, in the member's language (users.language; English if unknown). */
export function phoneCodeText(language: string, code: string): string {
  return fillIn(messageTextsFor(language).sms.phoneCode, { code });
}
