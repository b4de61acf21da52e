// What the one-time code SMS says, in every language of the site. Server-side, like the account
// e-mails (modules/auth/mail/texts.ts): texts are sent without a browser. Short on purpose: one
// SMS segment even in Amharic or Arabic (70 characters in UCS-2), the code first so a phone's
// autofill finds it, and a warning never to share it.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../shared/constants';

const PHONE_CODE_TEXTS: Record<Language, (code: string) => string> = {
  en: (code) => `${code} is your Sahel Hearts code. Valid 10 minutes. Never share it.`,
  fr: (code) => `${code} est votre code Sahel Hearts. Valable 10 minutes. Ne le partagez jamais.`,
  ar: (code) => `${code} هو رمزك في Sahel Hearts. صالح 10 دقائق. لا تشاركه أبدًا.`,
  sw: (code) => `${code} ni msimbo wako wa Sahel Hearts. Unafaa dakika 10. Usimpe mtu yeyote.`,
  am: (code) => `${code} የSahel Hearts ኮድዎ ነው። ለ10 ደቂቃ ያገለግላል። ለማንም አያጋሩ።`,
};

/** The SMS carrying `code`, in the member's language (users.language; English if unknown). */
export function phoneCodeText(language: string, code: string): string {
  return PHONE_CODE_TEXTS[isLanguage(language) ? language : DEFAULT_LANGUAGE](code);
}
