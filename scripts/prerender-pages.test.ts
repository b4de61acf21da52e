// The pages `npm run build` pre-renders (scripts/prerender-pages.ts): every public page in every
// language, each in its language and direction, with its title and social tags, its own translated
// heading drawn by the app's components, critical CSS inline, boot.js its one inline script and the
// app's module script inert until boot.js starts it, and its first screen within the first round
// trip of a slow link (docs/targets.md S12); and /landing's template for the published texts. Reads the build's output:
// `npm test` builds before it runs the unit tests (`npm run checks`).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language, OG_LOCALES } from '../src/shared/constants';
import { PUBLIC_PAGE_PATHS } from '../src/shared/paths';
import { landingTemplateView, landingTextFields, landingToken } from '../src/shared/served-landing';
import { COUNTRY_SLUGS } from '../src/shared/countries';
import { firstScreen } from './prerender-first-screen';

const dist = 'dist/web';
const FIRST_ROUND_TRIP = 14 * 1024;

const decode = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

function stringsOf(tree: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof tree === 'string') into.add(tree);
  else if (tree && typeof tree === 'object') for (const value of Object.values(tree)) stringsOf(value, into);
  return into;
}

const localeDir = (language: Language) => join('src/web/i18n/locales', language);
const textsOf = (language: Language) =>
  readdirSync(localeDir(language)).reduce(
    (all, file) => stringsOf(JSON.parse(readFileSync(join(localeDir(language), file), 'utf8')), all),
    new Set<string>(),
  );
const metaOf = (language: Language, name: string) =>
  (
    JSON.parse(readFileSync(join(localeDir(language), 'common.json'), 'utf8')) as {
      meta: Record<string, { title: string; description: string }>;
    }
  ).meta[name]!;

const metaContent = (html: string, attribute: string, key: string) =>
  decode(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1] ?? '(missing)');

// French and Swahili share words with English; these two scripts cannot.
const SCRIPTS: Partial<Record<Language, RegExp>> = { ar: /\p{Script=Arabic}/u, am: /\p{Script=Ethiopic}/u };

const boot = existsSync(join(dist, 'boot.js')) ? readFileSync(join(dist, 'boot.js'), 'utf8') : '(no build)';

describe('the pre-rendered public pages', () => {
  it('were built (run `npm run build` first)', () => {
    expect(existsSync(join(dist, 'prerendered'))).toBe(true);
  });

  for (const language of LANGUAGES) {
    const texts = textsOf(language);
    for (const path of PUBLIC_PAGE_PATHS) {
      it(`${path} in ${language}`, () => {
        const file = join(dist, 'prerendered', language, `${path.slice(1)}.html`);
        const html = readFileSync(file, 'utf8');
        const meta = metaOf(language, path.slice(1));

        expect(html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
        expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(meta.title);
        expect(metaContent(html, 'name', 'description')).toBe(meta.description);
        expect(metaContent(html, 'property', 'og:title')).toBe(meta.title);
        expect(metaContent(html, 'property', 'og:description')).toBe(meta.description);
        expect(metaContent(html, 'property', 'og:locale')).toBe(OG_LOCALES[language]);
        expect(html).toMatch(new RegExp(`<div id="root" data-stylesheet="[^"]+" data-prerendered="${path} ${language}">`));

        // The page's one heading, in this language's own words and script.
        const headings = [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map(([, inner]) => decode(inner!.replace(/<[^>]+>/g, '')).trim());
        expect(headings).toHaveLength(1);
        expect(texts.has(headings[0]!), `h1 "${headings[0]}" is a ${language} text`).toBe(true);
        if (SCRIPTS[language]) expect(headings[0]).toMatch(SCRIPTS[language]);

        // Critical CSS inline; no stylesheet to wait for (the app fetches the full one, named on the
        // root); boot.js inline, the one inline script (the server allows it by its hash), and the
        // app's module script in the template it starts after the first paint; no handler.
        expect(html).toMatch(/<style>[^]{1000,}?<\/style>/);
        expect(html).not.toMatch(/<link rel="stylesheet"/);
        expect(html).toMatch(/<div id="root" data-stylesheet="\/assets\/index-[^"]+\.css" /);
        expect(html).toMatch(
          /<template id="app-start"><script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script><\/template>\s*<\/body>/,
        );
        expect(html.match(/<script type="module"/g)).toHaveLength(1);
        const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([^]*?)<\/script>/gi)].map(([, code]) => code);
        expect(inline).toEqual([boot]);
        expect(html).not.toContain('<script src="/boot.js">');
        expect(html).not.toMatch(/\son[a-z]+="/i);

        const firstScreenBytes = gzipSync(firstScreen(html), { level: 9 }).length;
        expect(firstScreenBytes, `first screen of ${path} in ${language}: ${firstScreenBytes} bytes gzip`).toBeLessThanOrEqual(
          FIRST_ROUND_TRIP,
        );
      });
    }
  }

  // The server fills it with what an admin published (src/server/plugins/landing-page.ts).
  for (const language of LANGUAGES) {
    it(`/landing's template in ${language}`, () => {
      const html = readFileSync(join(dist, 'prerendered', language, 'landing.template.html'), 'utf8');
      for (const [field] of landingTextFields(landingTemplateView().texts)) {
        expect(html.split(landingToken(field)), field).toHaveLength(2);
      }
      const cards = [...html.matchAll(/href="\/members\/([a-z-]+)"/g)].map(([, slug]) => slug);
      expect(cards).toEqual([...COUNTRY_SLUGS]);
      expect([...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([^]*?)<\/script>/gi)].map(([, code]) => code)).toEqual([boot]);
      // The built-in page has no token: nothing to fill.
      expect(readFileSync(join(dist, 'prerendered', language, 'landing.html'), 'utf8')).not.toContain('@@landing:');
    });
  }
});
