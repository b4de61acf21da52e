// A whole, valid landing content for the tests: every language's texts marked with the language,
// so a test sees at once which language an answer is in.
import { LANGUAGES } from '../../../../shared/constants';
import type { LandingContent, LandingTexts } from '../../../../shared/contracts/landing-content';

export function textsIn(language: string, title = `Title ${language}`): LandingTexts {
  return {
    title,
    subtitle: `Subtitle ${language}`,
    tagline: `Tagline ${language}`,
    bullets: [1, 2, 3].map((n) => ({ title: `Bullet ${n} ${language}`, text: `Bullet text ${n} ${language}` })),
    quotes: [1, 2, 3].map((n) => ({ quote: `Quote ${n} ${language}`, names: `Couple ${n}`, place: `Place ${n}` })),
    countriesIntro: `Countries ${language}`,
  };
}

export function landingContentFor(overrides: Partial<LandingContent> = {}): LandingContent {
  return {
    texts: Object.fromEntries(LANGUAGES.map((language) => [language, textsIn(language)])) as LandingContent['texts'],
    featuredMemberIds: [],
    countries: ['senegal', 'mali', 'somalia'],
    ...overrides,
  };
}
