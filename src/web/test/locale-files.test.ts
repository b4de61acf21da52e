// @vitest-environment node
// The checks behind locales.test.ts must themselves catch what they claim to catch.
import { describe, expect, it } from 'vitest';
import { flatten, placeholdersOf, pluralForm, requiredPluralForms, tagsOf, translatableWords } from './locale-files';

describe('locale file helpers', () => {
  it('flatten gives dotted paths for objects and arrays', () => {
    const flat = flatten({ hero: { title: 'T', bullets: ['a', 'b'] }, empty: '' });
    expect([...flat]).toEqual([
      ['hero.title', 'T'],
      ['hero.bullets.0', 'a'],
      ['hero.bullets.1', 'b'],
      ['empty', ''],
    ]);
  });

  it('placeholdersOf finds {{name}} and {{name, format}}', () => {
    expect(placeholdersOf('Coming soon: {{country}} with {{ count }} and {{price, currency}}')).toEqual(['count', 'country', 'price']);
    expect(placeholdersOf('no placeholder')).toEqual([]);
  });

  it('tagsOf finds Trans components', () => {
    expect(tagsOf('Read <0>the terms</0> and <strong>this</strong><br/>')).toEqual(
      ['<0>', '</0>', '<strong>', '</strong>', '<br/>'].sort(),
    );
  });

  it('pluralForm recognises i18next plural suffixes only', () => {
    expect(pluralForm('members_other')).toEqual({ base: 'members', form: 'other' });
    expect(pluralForm('members_few')).toEqual({ base: 'members', form: 'few' });
    expect(pluralForm('joinNow')).toBeUndefined();
  });

  it('requiredPluralForms follows each language', () => {
    expect([...requiredPluralForms('en')].sort()).toEqual(['one', 'other']);
    expect([...requiredPluralForms('ar')].sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
  });

  it('translatableWords ignores brand, placeholders, e-mails and numbers', () => {
    expect(translatableWords('© {{year}} Sahel Hearts. 12,000+')).toEqual([]);
    expect(translatableWords('Write to support@sahelhearts.com today')).toEqual(['Write', 'to', 'today']);
    expect(translatableWords('اللغة: {{language}}')).toEqual(['اللغة']);
  });
});
