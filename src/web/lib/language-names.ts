// Language names from our own translated list (common.languageNames, every code the profile
// offers, in the five languages), not the browser's Intl.DisplayNames: Chromium's lacks some of
// the languages members speak (it names Fula "ff"), and what a member reads must not depend on
// their browser's data.
import type { TFunction } from '../i18n/translator';

/** The language's name in the reader's language; the code itself for one not on the list. */
export function languageName(t: TFunction, code: string): string {
  const key = `common.languageNames.${code}`;
  const name = t(key);
  return name === key ? code : name;
}
