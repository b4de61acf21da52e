// The server sends a public page pre-rendered in the visitor's language (their `language` cookie,
// else the best match of Accept-Language, else English), says that the answer varies with both,
// allows the page's inline critical CSS by its hash and nothing else inline, and keeps the shell
// for members and for every page that is not pre-rendered
// (docs/decisions/0038-prerendered-public-pages.md).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type SahelHeartsApp } from '../app';
import { loadConfig } from '../config/env';
import { type DatabaseHandle, openPglite } from '../db/client';
import { LANGUAGES } from '../../shared/constants';

const shell = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
const css = (language: string) => `.page-${language}{color:red}`;
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A page as the build writes it: the shell with the page's markup and its critical CSS. */
const prerendered = (language: string) =>
  shell
    .replace('</head>', `<style>${css(language)}</style></head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="/about ${language}"><h1>about-${language}</h1></div>`);

describe('pre-rendered public pages', () => {
  let dist: string;
  let database: DatabaseHandle;
  let app: SahelHeartsApp;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'sahel-prerendered-'));
    writeFileSync(join(dist, 'index.html'), shell);
    for (const language of LANGUAGES) {
      mkdirSync(join(dist, 'prerendered', language), { recursive: true });
      writeFileSync(join(dist, 'prerendered', language, 'about.html'), prerendered(language));
    }
    database = openPglite();
    await database.migrate();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: dist, PUBLIC_ORIGIN: 'https://sahelhearts.example' });
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

  it("allows the page's own critical CSS by its hash, and no inline script", async () => {
    const response = await about({ cookie: 'language=am' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain(`style-src 'self' ${hashOf(css('am'))}`);
    expect(policy).not.toContain(hashOf(css('en')));
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).not.toContain('unsafe-inline');
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
