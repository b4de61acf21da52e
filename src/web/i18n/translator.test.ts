// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

function translator() {
  const i18n = new Translator('en');
  i18n.addArea('en', 'demo', {
    greeting: 'Hello {{name}}, welcome to {{ place }}',
    nested: { deep: { text: 'Deep' } },
    list: { a: 'First {{n}}', b: ['x {{n}}', 'y'] },
    photos_one: '{{count}} photo',
    photos_other: '{{count}} photos',
    ask: 'How are you, {{name}}?',
  });
  i18n.addArea('ar', 'demo', {
    ask_male: 'كيف حالك يا {{name}}؟ (m)',
    ask_female: 'كيف حالكِ يا {{name}}؟ (f)',
    seen_female_one: 'رأتك مرة',
    seen_female_other: 'رأتك {{count}} مرة',
    photos_zero: 'لا صور',
    photos_one: 'صورة واحدة',
    photos_two: 'صورتان',
    photos_few: '{{count}} صور',
    photos_many: '{{count}} صورة',
    photos_other: '{{count}} صورة',
  });
  return i18n;
}

describe('Translator', () => {
  it('looks up nested keys and interpolates, leaving unknown placeholders alone', () => {
    const i18n = translator();
    expect(i18n.t('demo.greeting', { name: 'Amina', place: 'Sahel Hearts' })).toBe('Hello Amina, welcome to Sahel Hearts');
    expect(i18n.t('demo.greeting', { name: 'Amina' })).toBe('Hello Amina, welcome to {{ place }}');
    expect(i18n.t('demo.nested.deep.text')).toBe('Deep');
  });

  it('answers a missing key, or an object without returnObjects, with the key itself', () => {
    const i18n = translator();
    expect(i18n.t('demo.nothing.here')).toBe('demo.nothing.here');
    expect(i18n.t('demo.nested')).toBe('demo.nested');
  });

  it('returns whole objects, interpolated, with returnObjects', () => {
    expect(translator().t('demo.list', { returnObjects: true, n: 3 })).toEqual({ a: 'First 3', b: ['x 3', 'y'] });
  });

  it('chooses plural forms by the language rules when count is a number', () => {
    const i18n = translator();
    expect(i18n.t('demo.photos', { count: 1 })).toBe('1 photo');
    expect(i18n.t('demo.photos', { count: 5 })).toBe('5 photos');
    i18n.changeLanguage('ar');
    expect(i18n.t('demo.photos', { count: 0 })).toBe('لا صور');
    expect(i18n.t('demo.photos', { count: 2 })).toBe('صورتان');
    expect(i18n.t('demo.photos', { count: 3 })).toBe('3 صور');
    expect(i18n.t('demo.photos', { count: 11 })).toBe('11 صورة');
  });

  it("picks a context's form (i18next's key_female, key_male) and falls back to the plain key", () => {
    const i18n = translator();
    expect(i18n.t('demo.ask', { name: 'Amina', context: 'female' })).toBe('How are you, Amina?');
    i18n.changeLanguage('ar');
    expect(i18n.t('demo.ask', { name: 'أمينة', context: 'female' })).toBe('كيف حالكِ يا أمينة؟ (f)');
    expect(i18n.t('demo.ask', { name: 'عمر', context: 'male' })).toBe('كيف حالك يا عمر؟ (m)');
    expect(i18n.t('demo.seen', { count: 1, context: 'female' })).toBe('رأتك مرة');
    expect(i18n.t('demo.seen', { count: 4, context: 'female' })).toBe('رأتك 4 مرة');
    expect(i18n.t('demo.ask', { context: 'other' })).toBe('demo.ask');
  });

  it('tells subscribers about language changes and new texts', () => {
    const i18n = translator();
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);
    const before = i18n.version;
    i18n.changeLanguage('fr');
    i18n.addArea('fr', 'demo', { greeting: 'Bonjour' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(i18n.version).toBe(before + 2);
    expect(i18n.hasArea('fr', 'demo')).toBe(true);
    expect(i18n.hasArea('sw', 'demo')).toBe(false);
    unsubscribe();
    i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
