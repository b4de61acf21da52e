// The server sends a public page pre-rendered in the visitor's language (their `language` cookie,
// else the best match of Accept-Language, else English), says that the answer varies with both,
// allows the page's inline critical CSS and boot.js by their hashes and nothing else inline, puts
// the app's preloads beside its module script for boot.js to start after the first paint, writes
// the published landing content into /landing, and keeps the shell for members and for every page
// that is not pre-rendered (docs/decisions/0038-prerendered-public-pages.md).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type SahelHeartsApp } from '../app';
import { loadConfig } from '../config/env';
import { type DatabaseHandle, openPglite } from '../db/client';
import { LANGUAGES, type Language } from '../../shared/constants';
import { COUNTRY_SLUGS } from '../../shared/countries';
import type { LandingContent, LandingTexts } from '../../shared/contracts/landing-content';
import { landingTextFields, landingToken } from '../../shared/served-landing';
import { landingContents } from '../db/schema/landing';
import { APP_START_ID, BOOT_SCRIPT_TAG, landingTemplateFile, loadPrerenderedPages } from './prerendered-pages';

const shell = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
const boot = '(function(){document.documentElement.dataset.booted="yes"})();';
const css = (language: string) => `.page-${language}{color:red}`;
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * A page as the build writes it: the shell with the page's markup and its critical CSS, boot.js
 * inline and the module script in the template boot.js starts.
 */
const prerendered = (path: string, language: string, markup: string) =>
  shell
    .replace(BOOT_SCRIPT_TAG, `<script>${boot}</script>`)
    .replace('<script type="module" src="/main.tsx"></script>', '')
    .replace('</head>', `<style>${css(language)}</style></head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${path} ${language}">${markup}</div>`)
    .replace('</body>', `<template id="${APP_START_ID}"><script type="module" src="/main.tsx"></script></template></body>`);

/** Texts with characters HTML must escape. */
const publishedTexts = (language: Language): LandingTexts => {
  const texts = Object.fromEntries(landingTextFields(templateTexts).map(([field]) => [field, `${language} ${field} <b>&"'`]));
  return {
    title: texts.title!,
    subtitle: texts.subtitle!,
    tagline: texts.tagline!,
    bullets: [0, 1, 2].map((index) => ({ title: texts[`bullets.${index}.title`]!, text: texts[`bullets.${index}.text`]! })),
    quotes: [0, 1, 2].map((index) => ({
      quote: texts[`quotes.${index}.quote`]!,
      names: texts[`quotes.${index}.names`]!,
      place: texts[`quotes.${index}.place`]!,
    })),
    countriesIntro: texts.countriesIntro!,
  };
};
const templateTexts: LandingTexts = {
  title: 't',
  subtitle: 's',
  tagline: 'g',
  bullets: [0, 1, 2].map(() => ({ title: 'b', text: 'b' })),
  quotes: [0, 1, 2].map(() => ({ quote: 'q', names: 'n', place: 'p' })),
  countriesIntro: 'c',
};

/** /landing's template as the build draws it: a token for each text, a card for each country. */
const landingTemplateMarkup = () =>
  landingTextFields(templateTexts)
    .map(([field]) => `<p>${landingToken(field)}</p>`)
    .join('') +
  `<ul class="grid">${COUNTRY_SLUGS.map((slug) => `<li class="card"><a href="/members/${slug}">${slug}</a></li>`).join('')}</ul>`;

describe('pre-rendered public pages', () => {
  let dist: string;
  let database: DatabaseHandle;
  let app: SahelHeartsApp;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'sahel-prerendered-'));
    writeFileSync(join(dist, 'index.html'), shell);
    writeFileSync(join(dist, 'boot.js'), boot);
    // The build's manifest, for the server's preloads of each page's chunk.
    mkdirSync(join(dist, '.vite'));
    const manifest = { 'index.html': { file: 'assets/index.js' }, 'app/routes/about.tsx': { file: 'assets/about.js' } };
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({ ...manifest, 'app/routes/landing.tsx': { file: 'assets/landing.js' } }),
    );
    for (const language of LANGUAGES) {
      mkdirSync(join(dist, 'prerendered', language), { recursive: true });
      writeFileSync(join(dist, 'prerendered', language, 'about.html'), prerendered('/about', language, `<h1>about-${language}</h1>`));
      writeFileSync(
        join(dist, 'prerendered', language, 'landing.html'),
        prerendered('/landing', language, `<h1>built-in-${language}</h1>`),
      );
      writeFileSync(join(dist, landingTemplateFile(language)), prerendered('/landing', language, landingTemplateMarkup()));
    }
    database = openPglite();
    await database.migrate();
    // Every request reads the published content: the test publishes between two of them.
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: dist,
      PUBLIC_ORIGIN: 'https://sahelhearts.example',
      PUBLIC_COUNTERS_CACHE_SECONDS: '0',
    });
    app = await buildApp({ config, db: database.db });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const about = (headers: Record<string, string>) => app.inject({ url: '/about', headers });

  it('sends the page in the language of the cookie, before the browser preference', async () => {
    const response = await about({ cookie: 'theme=dark; language=ar', 'accept-language': 'fr' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>about-ar</h1>');
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
  });

  it("sends the best match of the browser's Accept-Language without a cookie", async () => {
    const response = await about({ 'accept-language': 'de-DE, en;q=0.4, sw;q=0.8' });
    expect(response.body).toContain('<h1>about-sw</h1>');
    expect(response.body).toContain('<html lang="sw" dir="ltr">');
  });

  it('sends English when neither says', async () => {
    const cases: Record<string, string>[] = [{}, { 'accept-language': 'de, it;q=0.5' }, { cookie: 'language=xx' }];
    for (const headers of cases) {
      const response = await about(headers);
      expect(response.body, JSON.stringify(headers)).toContain('<h1>about-en</h1>');
    }
  });

  it('says that the page varies with the cookie and the language header', async () => {
    const response = await about({ 'accept-language': 'fr' });
    const vary = String(response.headers.vary).toLowerCase();
    expect(vary).toContain('cookie');
    expect(vary).toContain('accept-language');
  });

  it("allows the page's own critical CSS and boot.js by their hashes, and nothing else inline", async () => {
    const response = await about({ cookie: 'language=am' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain(`style-src 'self' ${hashOf(css('am'))}`);
    expect(policy).not.toContain(hashOf(css('en')));
    expect(policy).toMatch(new RegExp(`script-src 'self' ${hashOf(boot).replace(/[+/]/g, '\\$&')}(;|$)`));
    expect(policy).not.toContain('unsafe-inline');
  });

  it("puts the app's preloads beside its module script, for boot.js to start after the first paint", async () => {
    const { body } = await about({});
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).not.toMatch(/rel="(modulepreload|preload)"[^>]*(crossorigin)/);
    expect(head).not.toContain('type="module"');
    const start = new RegExp(`<template id="${APP_START_ID}">(.*)</template>`, 's').exec(body)?.[1] ?? '';
    expect(start).toContain('<link rel="modulepreload" crossorigin href="/assets/about.js">');
    expect(start).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/me">');
    expect(start).toMatch(/<script type="module" src="\/main.tsx"><\/script>$/);
  });

  it('refuses to start with a page holding an inline script other than boot.js', () => {
    const broken = mkdtempSync(join(tmpdir(), 'sahel-prerendered-broken-'));
    try {
      writeFileSync(join(broken, 'boot.js'), boot);
      mkdirSync(join(broken, 'prerendered', 'en'), { recursive: true });
      const page = prerendered('/about', 'en', '<h1>about</h1>').replace('</body>', '<script>alert(1)</script></body>');
      writeFileSync(join(broken, 'prerendered', 'en', 'about.html'), page);
      expect(() => loadPrerenderedPages(broken)).toThrow(/an inline script other than boot.js/);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it('sends /landing with the built-in texts and says so in its data block while nothing is published', async () => {
    const response = await app.inject({ url: '/landing', headers: { cookie: 'language=sw' } });
    expect(response.body).toContain('<h1>built-in-sw</h1>');
    expect(response.body).toContain(
      `<script type="application/json" id="served-landing">{"language":"sw","content":null}</script><template id="${APP_START_ID}">`,
    );
    // The page carries the content: it does not ask for it again (the shell does).
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/landing.js">');
    expect(response.body).not.toContain('/api/landing-content/');
    const member = await app.inject({ url: '/landing', headers: { cookie: 'language=sw; better-auth.session_token=abc.def' } });
    expect(member.body).toContain('href="/api/landing-content/sw"');
    // A data block is not run: the policy allows boot.js alone.
    expect(String(response.headers['content-security-policy'])).toContain(`script-src 'self' ${hashOf(boot)}`);
  });

  it('sends /landing with the published texts, escaped, and countries, in the visitor language, once published', async () => {
    const content: LandingContent = {
      texts: Object.fromEntries(LANGUAGES.map((language) => [language, publishedTexts(language)])) as LandingContent['texts'],
      featuredMemberIds: [],
      countries: ['mali', 'somalia'],
    };
    await database.db.insert(landingContents).values({ status: 'published', content, publishedAt: new Date() });
    const { body } = await app.inject({ url: '/landing', headers: { cookie: 'language=fr' } });
    for (const [field] of landingTextFields(templateTexts)) {
      expect(body).toContain(`<p>fr ${field} &lt;b&gt;&amp;&quot;&#x27;</p>`);
    }
    expect(body).not.toContain('@@landing:');
    expect(body).toContain(
      '<ul class="grid"><li class="card"><a href="/members/mali">mali</a></li><li class="card"><a href="/members/somalia">somalia</a></li></ul>',
    );
    const block = /<script type="application\/json" id="served-landing">(.*?)<\/script>/.exec(body)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toEqual({ language: 'fr', content: { texts: content.texts.fr, countries: ['mali', 'somalia'] } });
  });

  it("sends a member the shell, which draws the member's own header", async () => {
    const response = await about({ cookie: 'language=fr; better-auth.session_token=abc.def' });
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<html lang="fr" dir="ltr">');
    expect(String(response.headers['content-security-policy'])).toMatch(/style-src 'self'(;|$)/);
  });

  it('keeps the shell for pages that are not pre-rendered', async () => {
    for (const url of ['/account', '/profiles', '/no-such-page']) {
      const response = await app.inject({ url, headers: { 'accept-language': 'fr' } });
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).toContain('<html lang="fr" dir="ltr">');
    }
  });
});
