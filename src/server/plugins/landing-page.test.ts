// The pre-rendered /landing page with the published content (landing-page.ts): made once per
// language and content, made again when the content the cache gives changes (an admin published),
// the shell when the content cannot be read, and a template the server cannot fill refused at start.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/constants';
import { COUNTRY_SLUGS } from '../../shared/countries';
import type { LandingContent } from '../../shared/contracts/landing-content';
import { landingTemplateView, landingTextFields, landingToken } from '../../shared/served-landing';
import { createLandingPages, fillLandingTemplate } from './landing-page';

const view = landingTemplateView();
const template =
  landingTextFields(view.texts)
    .map(([field]) => `<p>${landingToken(field)}</p>`)
    .join('') +
  `<ul>${COUNTRY_SLUGS.map((slug) => `<li><a href="/members/${slug}">${slug}</a></li>`).join('')}</ul><template id="app-start"></template>`;
const page = (html: string) => ({ html, styleHashes: [], scriptHashes: [] });

const contentWithTitle = (title: string): LandingContent => ({
  texts: Object.fromEntries(LANGUAGES.map((language) => [language, { ...view.texts, title }])) as LandingContent['texts'],
  featuredMemberIds: [],
  countries: ['chad'],
});

describe('the served /landing page', () => {
  it('is made again only when the published content changes', async () => {
    let content: LandingContent | null = null;
    const pages = createLandingPages({
      builtIn: () => page('<h1>built-in</h1><template id="app-start"></template>'),
      template: () => page(template),
      readPublished: async () => content,
      onReadError: () => {},
    });
    const before = await pages.page('en');
    expect(before?.html).toContain('<h1>built-in</h1>');
    expect(await pages.page('en')).toBe(before);

    content = contentWithTitle('First');
    const first = await pages.page('en');
    expect(first?.html).toContain('<p>First</p>');
    expect(first?.html).toContain('<ul><li><a href="/members/chad">chad</a></li></ul>');
    expect(await pages.page('en')).toBe(first);

    content = contentWithTitle('Second');
    expect((await pages.page('en'))?.html).toContain('<p>Second</p>');
  });

  it('is the shell (undefined) when the content cannot be read', async () => {
    const errors: unknown[] = [];
    const pages = createLandingPages({
      builtIn: () => page('<h1>built-in</h1>'),
      template: () => page(template),
      readPublished: () => Promise.reject(new Error('database down')),
      onReadError: (error) => errors.push(error),
    });
    expect(await pages.page('fr')).toBeUndefined();
    expect(errors).toHaveLength(1);
  });

  it('refuses a template without a token or a country card', () => {
    expect(() => fillLandingTemplate(template.replace(landingToken('tagline'), ''), view)).toThrow(/no @@landing:tagline@@/);
    expect(() => fillLandingTemplate(template.replace('href="/members/mali"', ''), view)).toThrow(/no card for mali/);
    expect(() =>
      createLandingPages({
        builtIn: () => undefined,
        template: () => page(template.replace(landingToken('title'), '')),
        readPublished: async () => null,
        onReadError: () => {},
      }),
    ).toThrow(/no @@landing:title@@/);
  });
});
