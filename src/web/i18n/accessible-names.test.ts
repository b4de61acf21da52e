// @vitest-environment node
// A button or link that shows a short word ("Report") but is named for a screen reader with more
// ("Report Awa") must keep the word it shows inside its name, as whole words (WCAG 2.5.3, axe's
// label-content-name-mismatch): someone speaking to their phone says what they see. Checked here
// in every language for each such pair of texts, so a translation that rewords one of the two
// fails at once rather than in the browser tests.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/constants';
import { readLocaleFile } from '../test/locale-files';

/** [area file, the text shown, the accessible name that must contain it]. */
const SHOWN_AND_NAMED: readonly (readonly [string, string, string])[] = [
  ['discovery', 'block.button', 'block.buttonFor'],
  ['discovery', 'report.button', 'report.buttonFor'],
  ['discovery', 'report.button', 'report.messageButtonFor'],
  ['matches', 'message', 'messageTo'],
  ['matches', 'viewProfile', 'viewProfileOf'],
  ['matches', 'unmatch.button', 'unmatch.buttonFor'],
  ['members', 'list.viewProfile', 'list.viewProfileOf'],
  ['landing', 'profiles.chat', 'profiles.chatWith'],
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `name` holds `shown` as whole words (a placeholder counts as a word of its own). */
function containsAsWords(name: string, shown: string): boolean {
  const words = name.replace(/\{\{\s*\w+\s*\}\}/g, ' ').normalize('NFC');
  const pattern = new RegExp(`(^|[\\s\\p{P}])${escapeRegExp(shown.normalize('NFC'))}($|[\\s\\p{P}])`, 'u');
  return pattern.test(words);
}

describe('accessible names that extend a visible text', () => {
  it('tells a whole word from a part of one', () => {
    expect(containsAsWords('Report {{name}}', 'Report')).toBe(true);
    expect(containsAsWords('إبلاغ عن {{name}}', 'إبلاغ')).toBe(true);
    // The article makes another word: what the browser tests once caught.
    expect(containsAsWords('الإبلاغ عن {{name}}', 'إبلاغ')).toBe(false);
    expect(containsAsWords('Write to {{name}}', 'Message')).toBe(false);
    expect(containsAsWords('መልዕክት ለ{{name}}', 'መልዕክት')).toBe(true);
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(SHOWN_AND_NAMED)('%s: "%s" is inside "%s"', (file, shownKey, nameKey) => {
      const texts = readLocaleFile(language, `${file}.json`);
      const shown = texts.get(shownKey);
      const name = texts.get(nameKey);
      expect(shown, `${language}/${file}: ${shownKey}`).toBeTypeOf('string');
      expect(name, `${language}/${file}: ${nameKey}`).toBeTypeOf('string');
      expect(containsAsWords(String(name), String(shown)), `${language}: "${String(name)}" must contain "${String(shown)}"`).toBe(true);
    });
  });
});
