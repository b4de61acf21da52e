// @vitest-environment node
// The suggested first message's words (docs/decisions/0020-discovery.md, "The match moment"): every
// topic in every wording in the five languages, and in Arabic and Amharic, whose second person
// follows the addressee's gender, always both forms (`_female`, `_male`) and never a plain one that
// would speak to everyone as a man. English, French and Swahili word it once for everyone.
import { describe, expect, it } from 'vitest';
import { OPENER_TOPICS, OPENER_VARIANTS } from '../../../../shared/contracts/discovery';
import am from '../../../i18n/locales/am/discovery.json';
import ar from '../../../i18n/locales/ar/discovery.json';
import en from '../../../i18n/locales/en/discovery.json';
import fr from '../../../i18n/locales/fr/discovery.json';
import sw from '../../../i18n/locales/sw/discovery.json';

type Openers = Record<string, Record<string, string>>;
const openers = (locale: { opener: unknown }) => locale.opener as Openers;
const wordings = Array.from({ length: OPENER_VARIANTS }, (_, variant) => `v${variant}`);
const placeholders = (text: string | undefined) => [...(text ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the suggested first message in five languages', () => {
  it.each([
    ['ar', ar],
    ['am', am],
  ])('%s words every opener for a woman and for a man, with the placeholders of English', (_, locale) => {
    for (const topic of OPENER_TOPICS) {
      expect(Object.keys(openers(locale)[topic] ?? {}).sort(), topic).toEqual(wordings.flatMap((v) => [`${v}_female`, `${v}_male`]).sort());
      for (const v of wordings) {
        for (const form of ['female', 'male']) {
          expect(placeholders(openers(locale)[topic]![`${v}_${form}`]), `${topic}.${v}_${form}`).toEqual(
            placeholders(openers(en)[topic]![v]),
          );
        }
      }
    }
  });

  it.each([
    ['en', en],
    ['fr', fr],
    ['sw', sw],
  ])('%s words every opener once, for everyone', (_, locale) => {
    for (const topic of OPENER_TOPICS) expect(Object.keys(openers(locale)[topic] ?? {}).sort(), topic).toEqual(wordings);
  });

  it('French agrees with neither member: no "·e" forms a message would carry', () => {
    for (const topic of OPENER_TOPICS) for (const v of wordings) expect(openers(fr)[topic]![v]).not.toMatch(/·/);
  });
});
