import { describe, expect, it } from 'vitest';
import { LANGUAGES as SITE_LANGUAGES } from '../../shared/constants';
import { LANGUAGES } from '../../shared/contracts/profile';
import { initI18n } from '../i18n/i18n';
import { languageName } from './language-names';

describe.each([...SITE_LANGUAGES])('languageName in %s', (language) => {
  it('names every language the profile offers, each differently, never by its code', async () => {
    const { t } = await initI18n(language);
    const names = LANGUAGES.map((code) => languageName(t, code));
    for (const [index, name] of names.entries()) expect(name, LANGUAGES[index]).not.toBe(LANGUAGES[index]);
    expect(new Set(names).size).toBe(LANGUAGES.length);
  });
});

describe('languageName', () => {
  it('names Fula, which the browser’s Intl.DisplayNames may not, in each language', async () => {
    const expected = { en: 'Fula', fr: 'peul', ar: 'الفولانية', sw: 'Kifula', am: 'ፉላኒኛ' };
    for (const language of SITE_LANGUAGES) expect(languageName((await initI18n(language)).t, 'ff')).toBe(expected[language]);
  });

  it('answers the code itself for a language not on the list', async () => {
    expect(languageName((await initI18n('en')).t, 'xx')).toBe('xx');
  });
});
