// The public pages pre-rendered at build time (scripts/prerender-pages.ts), one file a page and
// language, read once at start with the hashes of their inline critical CSS, which the page's
// Content-Security-Policy allows by hash (docs/decisions/0038-prerendered-public-pages.md).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../../shared/constants';
import { PUBLIC_PAGE_PATHS } from '../../shared/paths';

/** The root's attribute naming the page and language it holds ("/about fr"); main.tsx reads it. */
export const PRERENDER_MARK = 'data-prerendered';

/** Where the build writes `path` in `language`, under the built web app. */
export const prerenderedFile = (path: string, language: Language): string => join('prerendered', language, `${path.slice(1)}.html`);

export interface PrerenderedPage {
  html: string;
  /** CSP sources ('sha256-...') of the page's inline <style> elements. */
  styleHashes: string[];
}

export type PrerenderedPages = (pathname: string, language: Language) => PrerenderedPage | undefined;

function styleHashesOf(html: string): string[] {
  return [...html.matchAll(/<style>([^]*?)<\/style>/g)].map(
    ([, css]) =>
      `'sha256-${createHash('sha256')
        .update(css ?? '')
        .digest('base64')}'`,
  );
}

/** Reads every pre-rendered page of a build; a build without them (or a test's) serves the shell. */
export function loadPrerenderedPages(distDir: string): PrerenderedPages {
  const pages = new Map<string, PrerenderedPage>();
  for (const language of LANGUAGES) {
    for (const path of PUBLIC_PAGE_PATHS) {
      const file = join(distDir, prerenderedFile(path, language));
      if (!existsSync(file)) continue;
      const html = readFileSync(file, 'utf8');
      pages.set(`${language} ${path}`, { html, styleHashes: styleHashesOf(html) });
    }
  }
  return (pathname, language) => pages.get(`${language} ${pathname}`);
}
