// The landing page's built-in texts, from the locale files of all five languages, as the
// editor's starting point while nothing has been saved (docs/decisions/0037-landing-editor.md):
// what the page shows before any version is published.
import { queryOptions } from '@tanstack/react-query';
import { LANGUAGES } from '../../../../shared/constants';
import type { LandingContent, LandingTexts } from '../../../../shared/contracts/landing-content';
import { COUNTRY_SLUGS } from '../../../../shared/countries';
import { loadLocaleArea } from '../../../i18n/locale-loader';
import { STORY_IDS } from '../../../lib/landing-content';

const FEATURE_KEYS = ['verified', 'culture', 'community'] as const;

function textAt(texts: unknown, path: string): string {
  let node = texts;
  for (const part of path.split('.'))
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : '';
}

export function builtInTexts(landing: unknown, common: unknown): LandingTexts {
  return {
    title: textAt(landing, 'hero.title'),
    subtitle: textAt(landing, 'hero.subtitle'),
    tagline: textAt(common, 'tagline'),
    bullets: FEATURE_KEYS.map((key) => ({
      title: textAt(landing, `hero.features.${key}.title`),
      text: textAt(landing, `hero.features.${key}.text`),
    })),
    quotes: STORY_IDS.map((id) => ({
      quote: textAt(landing, `testimonials.stories.${id}.quote`),
      names: textAt(landing, `testimonials.stories.${id}.names`),
      place: textAt(landing, `testimonials.stories.${id}.place`),
    })),
    countriesIntro: textAt(landing, 'culture.intro'),
  };
}

export const builtInLandingQuery = queryOptions({
  queryKey: ['landing', 'built-in'],
  staleTime: Infinity,
  queryFn: async (): Promise<LandingContent> => {
    const texts = await Promise.all(
      LANGUAGES.map(async (language) => {
        const [landing, common] = await Promise.all([loadLocaleArea(language, 'landing'), loadLocaleArea(language, 'common')]);
        return [language, builtInTexts(landing, common)] as const;
      }),
    );
    return { texts: Object.fromEntries(texts) as LandingContent['texts'], featuredMemberIds: [], countries: [...COUNTRY_SLUGS] };
  },
});
