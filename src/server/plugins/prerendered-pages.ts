// The public pages pre-rendered at build time (scripts/prerender-pages.ts), one file a page and
// language, read once at start with the hashes of their inline critical CSS and of boot.js, the
// one inline script, which the page's Content-Security-Policy allows by hash
// (docs/decisions/0038-prerendered-public-pages.md).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../../shared/constants';
import { PUBLIC_PAGE_PATHS } from '../../shared/paths';

/** The root's attribute naming the page and language it holds ("/about fr"); main.tsx reads it. */
export const PRERENDER_MARK = 'data-prerendered';

/** Where the build writes `path` in `language`, under the built web app. */
export const prerenderedFile = (path: string, language: Language): string => join('prerendered', language, `${path.slice(1)}.html`);

/**
 * Where the build writes /landing drawn with tokens for the published texts, which the server
 * fills (landing-page.ts); `prerenderedFile('/landing')` is the page with the built-in texts.
 */
export const landingTemplateFile = (language: Language): string => join('prerendered', language, 'landing.template.html');

/** The shell's boot script, which a pre-rendered page carries inline instead. */
export const BOOT_SCRIPT_TAG = '<script src="/boot.js"></script>';

/** The inert template holding a pre-rendered page's module script and preloads, started by boot.js. */
export const APP_START_ID = 'app-start';

export interface PrerenderedPage {
  html: string;
  /** CSP sources ('sha256-...') of the page's inline <style> elements. */
  styleHashes: string[];
  /** CSP sources of its inline scripts: boot.js's, the only one the build writes. */
  scriptHashes: string[];
}

export interface PrerenderedPages {
  page(pathname: string, language: Language): PrerenderedPage | undefined;
  landingTemplate(language: Language): PrerenderedPage | undefined;
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const styleHashesOf = (html: string): string[] => [...html.matchAll(/<style>([^]*?)<\/style>/g)].map(([, css]) => hashOf(css ?? ''));

/**
 * The hash of boot.js, the one inline script a page may hold: computed from the built file itself,
 * and a page with any other inline script (a data block's type aside, which no browser runs) is
 * refused, so that the policy never allows a script the build did not mean to inline.
 */
function scriptHashesOf(html: string, file: string, boot: string | undefined): string[] {
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([^]*?)<\/script>/g)].map(([, code]) => code ?? '');
  if (inline.some((code) => code !== boot)) throw new Error(`${file}: an inline script other than boot.js`);
  return inline.length > 0 ? [hashOf(boot!)] : [];
}

/** Reads every pre-rendered page of a build; a build without them (or a test's) serves the shell. */
export function loadPrerenderedPages(distDir: string): PrerenderedPages {
  const pages = new Map<string, PrerenderedPage>();
  const bootFile = join(distDir, 'boot.js');
  const boot = existsSync(bootFile) ? readFileSync(bootFile, 'utf8') : undefined;
  const read = (key: string, file: string) => {
    if (!existsSync(file)) return;
    const html = readFileSync(file, 'utf8');
    pages.set(key, { html, styleHashes: styleHashesOf(html), scriptHashes: scriptHashesOf(html, file, boot) });
  };
  for (const language of LANGUAGES) {
    for (const path of PUBLIC_PAGE_PATHS) read(`${language} ${path}`, join(distDir, prerenderedFile(path, language)));
    read(`${language} template`, join(distDir, landingTemplateFile(language)));
  }
  return {
    page: (pathname, language) => pages.get(`${language} ${pathname}`),
    landingTemplate: (language) => pages.get(`${language} template`),
  };
}
