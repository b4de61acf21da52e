// What the account e-mails and the SMS codes say, in every language of the site. The texts live
// beside the site's other translations (src/web/i18n/locales/<language>/messages.json), so that
// they join the five-language parity test; the server reads them from disk at start, as
// plugins/page-meta.ts does, and imports no browser code. The browser never loads them.
import { readFileSync } from 'node:fs';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../../shared/constants';

export type AccountMailKind = 'verifyEmail' | 'resetPassword' | 'signInLink';

export interface AccountMailTexts {
  subject: string;
  /** With {{name}}: the member's display name. */
  greeting: string;
  body: string;
  action: string;
  ignore: string;
}

interface MessageTexts {
  mail: Record<AccountMailKind, AccountMailTexts>;
  /** With {{code}}: the one-time code, first so that a phone's autofill finds it. */
  sms: { phoneCode: string };
}

const localesDir = new URL('../../web/i18n/locales/', import.meta.url);

const TEXTS = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(readFileSync(new URL(`${language}/messages.json`, localesDir), 'utf8')) as MessageTexts,
  ]),
) as Record<Language, MessageTexts>;

/** The texts of a stored language; English when it is unknown. */
export function messageTextsFor(language: string | null | undefined): MessageTexts {
  return TEXTS[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}

/** `template` with each {{name}} replaced by its value. */
export function fillIn(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
}
