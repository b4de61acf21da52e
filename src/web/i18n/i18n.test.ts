// Language choice: what is accepted from storage, and what switching changes (texts, <html lang
// dir>, storage), even when storage is unavailable.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, directionOf, initI18n, isLanguage, readStoredLanguage } from './i18n';

const html = document.documentElement;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readStoredLanguage', () => {
  // A page with no language of its own: the server's pick is tested on its own below.
  beforeEach(() => {
    html.lang = '';
  });

  it.each(['en', 'fr', 'ar', 'sw', 'am'])('accepts a stored %s', (language) => {
    localStorage.setItem('language', language);
    expect(readStoredLanguage()).toBe(language);
  });

  it.each(['de', 'FR', 'ar-SD', '', ' en', 'null'])('falls back to en for %j', (stored) => {
    localStorage.setItem('language', stored);
    expect(readStoredLanguage()).toBe('en');
  });

  it('falls back to en when nothing is stored', () => {
    expect(readStoredLanguage()).toBe('en');
  });

  it("falls back to the page's language, the server's pick (docs/decisions/0038-prerendered-public-pages.md)", () => {
    html.lang = 'sw';
    expect(readStoredLanguage()).toBe('sw');
    localStorage.setItem('language', 'ar');
    expect(readStoredLanguage()).toBe('ar');
    html.lang = 'xx';
    localStorage.removeItem('language');
    expect(readStoredLanguage()).toBe('en');
  });

  it('falls back to en when storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readStoredLanguage()).toBe('en');
  });
});

describe('language helpers', () => {
  it('knows the five languages only', () => {
    expect(['en', 'fr', 'ar', 'sw', 'am'].every(isLanguage)).toBe(true);
    expect([undefined, null, 1, 'de', 'EN'].some(isLanguage)).toBe(false);
  });

  it('writes Arabic right to left, the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(['en', 'fr', 'sw', 'am'].map((language) => directionOf(language as 'en'))).toEqual(['ltr', 'ltr', 'ltr', 'ltr']);
  });
});

describe('initI18n', () => {
  it('starts in the stored language with its texts and direction', async () => {
    localStorage.setItem('language', 'ar');
    const i18n = await initI18n();
    expect(i18n.language).toBe('ar');
    expect(i18n.t('common.errorScreens.route.title')).toBe('خطأ غير متوقع في التطبيق!');
    expect(html.lang).toBe('ar');
    expect(html.dir).toBe('rtl');
  });

  it('starts in English when the stored language is unknown', async () => {
    localStorage.setItem('language', 'xx');
    const i18n = await initI18n();
    expect(i18n.language).toBe('en');
    expect(i18n.t('common.tagline')).toBe('From hookah nights to wedding vows.');
    expect(html.lang).toBe('en');
    expect(html.dir).toBe('ltr');
  });
});

describe('changeLanguage', () => {
  it('loads the texts, sets <html lang dir> and stores the choice', async () => {
    const i18n = await initI18n('en');
    await changeLanguage(i18n, 'ar');
    expect(i18n.language).toBe('ar');
    expect(i18n.t('common.nav.joinNow')).toBe('انضم الآن');
    expect(html.lang).toBe('ar');
    expect(html.dir).toBe('rtl');
    expect(localStorage.getItem('language')).toBe('ar');
    // The server reads this cookie to preload the right texts with the page.
    expect(document.cookie).toContain('language=ar');

    await changeLanguage(i18n, 'am');
    expect(i18n.t('common.nav.home')).toBe('መነሻ');
    expect(html.lang).toBe('am');
    expect(html.dir).toBe('ltr');
    expect(localStorage.getItem('language')).toBe('am');
  });

  it('still switches when storage refuses to save', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const i18n = await initI18n('en');
    await expect(changeLanguage(i18n, 'fr')).resolves.toBeUndefined();
    expect(setItem).toHaveBeenCalledWith('language', 'fr');
    expect(i18n.language).toBe('fr');
    expect(i18n.t('common.nav.home')).toBe('Accueil');
    expect(html.lang).toBe('fr');
  });
});
