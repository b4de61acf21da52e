// Temporary: the rules read through the previous path (../safety-legacy) and the new one agree on
// the corpus and on generated messages: the same sentences in both forms and the same flags.
import { describe, expect, it } from 'vitest';
import { sentencesOf as legacySentencesOf, foldText as legacyFold } from '../safety-legacy/normalise';
import { safetyFlagsOf as legacyFlagsOf } from '../safety-legacy/rules';
import { CORPUS } from './corpus';
import { generatedMessages } from './generated-messages';
import { foldText } from './normalise';
import { safetyFlagsOf } from './rules';
import { sentencesOf } from './sentence-words';

const messages = [
  ...CORPUS.map((message) => message.text),
  ...generatedMessages(1, 6000, 300),
  ...generatedMessages(2, 3000, 300, 'clean'),
  ...generatedMessages(3, 300, 2000),
];

describe('the new path against the old', () => {
  it('folds, splits and flags every message alike', () => {
    let differences = 0;
    for (const text of messages) {
      const folded = foldText(text);
      expect(folded).toBe(legacyFold(text));
      const sentences = sentencesOf(folded);
      const legacy = legacySentencesOf(folded);
      if (JSON.stringify(sentences) !== JSON.stringify(legacy)) {
        differences++;
        expect({ text, sentences }).toEqual({ text, sentences: legacy });
      }
      expect({ text, flags: safetyFlagsOf(text) }).toEqual({ text, flags: legacyFlagsOf(text) });
    }
    expect(differences).toBe(0);
  });
});

import { hasPhoneNumber as legacyPhone } from '../safety-legacy/phone-numbers';
import { hasPhoneNumber } from './phone-numbers';

describe('the new path against the old, piece by piece', () => {
  it('folds and finds phone numbers alike on every character and on mixes', () => {
    const every = Array.from({ length: 0x10000 }, (_, unit) => String.fromCharCode(unit));
    for (let from = 0; from < every.length; from += 64) {
      const chunk = every.slice(from, from + 64).join('');
      expect(foldText(chunk), `from U+${from.toString(16)}`).toBe(legacyFold(chunk));
      expect(foldText(`ΣΑΣ ${chunk} Σ`)).toBe(legacyFold(`ΣΑΣ ${chunk} Σ`));
    }
    for (const text of [...messages, 'O7I2 345 678', 'o12 0l2 3 i 4 1-o-2 ₀o12 𐐀o12 xo12', '1 o 2']) {
      const folded = foldText(text);
      expect({ text, phone: hasPhoneNumber(folded) }).toEqual({ text, phone: legacyPhone(folded) });
    }
  });
});
