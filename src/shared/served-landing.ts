// The published landing content written into the pre-rendered /landing page by the server
// (docs/decisions/0038-prerendered-public-pages.md, "The landing page's published texts"): the
// build renders the page once with a token in place of each published text and the country grid
// with every country; the server puts each text in its token's place and keeps the published
// countries in their order, and adds the same content as a JSON data block that the app reads
// before it hydrates, so that its first render is the served page. Types only from the contract:
// the page's scripts import nothing of zod (docs/decisions/0037-landing-editor.md).
import type { LandingTexts, LandingView } from './contracts/landing-content';
import type { Language } from './constants';
import { COUNTRY_SLUGS } from './countries';

/** The id of the data block (`<script type="application/json">`, never run) in the served page. */
export const SERVED_LANDING_ID = 'served-landing';

/** What the data block holds: the page's language and the published content (null: none). */
export interface ServedLanding {
  language: Language;
  content: LandingView | null;
}

/** Each published text of one language, by a name that says where it is ("quotes.1.names"). */
export function landingTextFields(texts: LandingTexts): [string, string][] {
  return [
    ['title', texts.title],
    ['subtitle', texts.subtitle],
    ['tagline', texts.tagline],
    ...texts.bullets.flatMap((bullet, index): [string, string][] => [
      [`bullets.${index}.title`, bullet.title],
      [`bullets.${index}.text`, bullet.text],
    ]),
    ...texts.quotes.flatMap((quote, index): [string, string][] => [
      [`quotes.${index}.quote`, quote.quote],
      [`quotes.${index}.names`, quote.names],
      [`quotes.${index}.place`, quote.place],
    ]),
    ['countriesIntro', texts.countriesIntro],
  ];
}

/** The token the build writes where the text `field` goes. */
export const landingToken = (field: string): string => `@@landing:${field}@@`;

// The contract holds exactly three bullets and three quotes (LANDING_LIMITS, not imported: it is zod's side).
const three = <T>(make: (index: number) => T): T[] => [0, 1, 2].map(make);

/** The content the build renders /landing's template with: tokens, and every country in order. */
export function landingTemplateView(): LandingView {
  return {
    texts: {
      title: landingToken('title'),
      subtitle: landingToken('subtitle'),
      tagline: landingToken('tagline'),
      bullets: three((index) => ({ title: landingToken(`bullets.${index}.title`), text: landingToken(`bullets.${index}.text`) })),
      quotes: three((index) => ({
        quote: landingToken(`quotes.${index}.quote`),
        names: landingToken(`quotes.${index}.names`),
        place: landingToken(`quotes.${index}.place`),
      })),
      countriesIntro: landingToken('countriesIntro'),
    },
    countries: [...COUNTRY_SLUGS],
  };
}
