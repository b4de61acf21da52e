// Language names come from our own translated list, not the browser's Intl.DisplayNames, which
// lacks some of the languages members speak (Chromium names Fula "ff"): every code the profile
// offers has a name in each of the five languages (common.languageNames).
import { LANGUAGES } from '../src/shared/contracts/profile';
import { signIn } from './support/accounts';
import { expect, presetLanguage, test } from './support/fixtures';
import { tr } from './support/locales';

for (const language of ['en', 'ar'] as const) {
  test(`${language}: the profile's language list names every language, Fula included`, async ({ page, context }) => {
    await presetLanguage(context, language);
    await signIn(page, language, 'dawit@demo.sahelhearts.test', 'sahel-demo-member');
    await page.goto('/profile');
    const group = page.getByRole('group', { name: tr(language, 'profile.fields.languages') });
    await expect(group.getByRole('checkbox')).toHaveCount(LANGUAGES.length);
    for (const code of LANGUAGES) {
      await expect(group.getByRole('checkbox', { name: tr(language, `common.languageNames.${code}`), exact: true })).toHaveCount(1);
    }
    await expect(group.getByRole('checkbox', { name: 'ff', exact: true })).toHaveCount(0);
  });
}
