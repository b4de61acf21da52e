import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type SahelHeartsApp } from '../app';
import { loadConfig } from '../config/env';
import { type DatabaseHandle, openPglite } from '../db/client';
import { languageFromCookie, languageFromHeader, metaKeyFor } from './page-meta';

// A stand-in for `vite build` output: the real index.html and one hashed asset.
const shell = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');

describe('serving the web app', () => {
  let dist: string;
  let database: DatabaseHandle;
  let app: SahelHeartsApp;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'sahel-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), shell);
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    // A build manifest shaped like Vite's: the entry, a page chunk sharing one import with it,
    // and locale files.
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/app-abc123.js', imports: ['_react.js'] },
        '_react.js': { file: 'assets/react-1.js' },
        '_format.js': { file: 'assets/format-2.js' },
        'app/routes/landing.tsx': { file: 'assets/landing-3.js', imports: ['_react.js', '_format.js', 'index.html'] },
        'i18n/locales/fr/common.json': { file: 'assets/common-fr.json' },
        'i18n/locales/fr/landing.json': { file: 'assets/landing-fr.json' },
        'i18n/locales/en/common.json': { file: 'assets/common-en.json' },
        'i18n/locales/en/landing.json': { file: 'assets/landing-en.json' },
      }),
    );
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

  it('answers known pages with the shell and status 200', async () => {
    for (const url of ['/', '/landing', '/events', '/members/somalia', '/verify/abc-1']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('answers unknown pages with the same shell and status 404', async () => {
    for (const url of ['/no-such-page', '/members/atlantis', '/landing/extra']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('puts the page title and description in the visitor language into the shell', async () => {
    const french = await app.inject({ url: '/events', headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' } });
    const fr = JSON.parse(readFileSync(new URL('../../web/i18n/locales/fr/common.json', import.meta.url), 'utf8'));
    expect(french.body).toContain('<html lang="fr" dir="ltr">');
    expect(french.body).toContain(`<title>${fr.meta.events.title}</title>`);
    expect(french.body).toContain('content="https://sahelhearts.example/og-image.png"');
    const arabic = await app.inject({ url: '/about', headers: { 'accept-language': 'ar' } });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
  });

  it('preloads the page chunk and its texts in the chosen language, not what the entry already has', async () => {
    const response = await app.inject({ url: '/landing', headers: { cookie: 'theme=dark; language=fr' } });
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-3.js">');
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/format-2.js">');
    expect(response.body).not.toContain('href="/assets/react-1.js"');
    expect(response.body).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/assets/common-fr.json">');
    expect(response.body).toContain('href="/assets/landing-fr.json"');
    expect(response.body).toContain('<html lang="fr" dir="ltr">');
    // The session too, with the same credentials mode as the app's fetch, so that it is reused.
    expect(response.body).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/me">');
    // No choice yet: the page, and so the app, is in the browser's language, whose texts are preloaded.
    const fresh = await app.inject({ url: '/landing', headers: { 'accept-language': 'fr' } });
    expect(fresh.body).toContain('href="/assets/common-fr.json"');
    expect(fresh.body).not.toContain('common-en.json');
  });

  it('serves hashed assets with a long immutable cache and the shell without one', async () => {
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await app.inject({ url: '/landing' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown API paths as JSON 404s, not the shell', async () => {
    const response = await app.inject({ url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends the strict Content-Security-Policy with the shell', async () => {
    const response = await app.inject({ url: '/landing' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('page meta helpers', () => {
  it('maps paths to their meta keys', () => {
    expect(metaKeyFor('/')).toBe('home');
    expect(metaKeyFor('/landing')).toBe('landing');
    expect(metaKeyFor('/privacy/')).toBe('privacy');
    expect(metaKeyFor('/members/mali')).toBe('members');
    expect(metaKeyFor('/nowhere')).toBe('notFound');
    expect(metaKeyFor('/members/atlantis')).toBe('notFound');
    expect(metaKeyFor('/verify/abc')).toBe('verify');
  });

  it('reads the chosen language from its cookie, ignoring anything else', () => {
    expect(languageFromCookie('a=1; language=am; b=2')).toBe('am');
    expect(languageFromCookie('language=xx')).toBeUndefined();
    expect(languageFromCookie('mylanguage=fr')).toBeUndefined();
    expect(languageFromCookie(undefined)).toBeUndefined();
  });

  it('takes the supported language of Accept-Language with the highest weight', () => {
    expect(languageFromHeader('de-DE,sw;q=0.8,en;q=0.5')).toBe('sw');
    expect(languageFromHeader('en;q=0.5, ar;q=0.9, fr;q=0.7')).toBe('ar');
    expect(languageFromHeader('fr;q=0, en;q=0.1')).toBe('en');
    expect(languageFromHeader('am-ET')).toBe('am');
    expect(languageFromHeader(undefined)).toBe('en');
    expect(languageFromHeader('de,it')).toBe('en');
  });
});
