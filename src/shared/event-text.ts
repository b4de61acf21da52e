// An event's text in the reader's language, else in the first of the five it was given in
// (docs/decisions/0032-events.md): admins may write an event in one language only.
import { LANGUAGES, type Language } from './constants';
import type { PartialText } from './contracts/events';

export function textIn(text: PartialText, language: Language): string {
  for (const candidate of [language, ...LANGUAGES]) {
    const value = text[candidate]?.trim();
    if (value) return value;
  }
  return '';
}
