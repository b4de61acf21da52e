// Renders the HTML shell for a page: its title, description and social preview tags in the
// visitor's language (link previews do not run JavaScript), and preload hints for its chunk
// and texts. The browser keeps the tags up to date afterwards (src/web/lib/use-page-meta.ts).
import { readFileSync } from 'node:fs';
import { isLanguage, LANGUAGES, type Language, OG_LOCALES, RTL_LANGUAGES } from '../../shared/constants';
import { findPage, NOT_FOUND_PAGE } from '../../shared/pages';
import { isKnownPagePath } from '../../shared/paths';
import type { PreloadPlanner } from './shell-preloads';

interface PageMeta {
  title: string;
  description: string;
}

export type MetaTable = Record<string, PageMeta>;

const localesDir = new URL('../../web/i18n/locales/', import.meta.url);

/** The meta tables of the five languages, from their common.json (`meta.<page>`). */
export function loadMetaTables(): Record<Language, MetaTable> {
  const entries = LANGUAGES.map((language) => {
    const common = JSON.parse(readFileSync(new URL(`${language}/common.json`, localesDir), 'utf8')) as { meta: MetaTable };
    return [language, common.meta] as const;
  });
  return Object.fromEntries(entries) as Record<Language, MetaTable>;
}

/** The page behind a path; an unknown path (or country) is the not-found page. */
export function pageFor(pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return isKnownPagePath(path) ? findPage(path) : NOT_FOUND_PAGE;
}

export function metaKeyFor(pathname: string): string {
  const page = pageFor(pathname);
  return page.module === 'not-found' ? 'notFound' : page.module;
}

/**
 * The supported language an Accept-Language header weighs highest (the first of equals; q=0 is
 * "not this one"), else English.
 */
export function languageFromHeader(header: string | undefined): Language {
  let best: { language: Language; weight: number } | undefined;
  for (const part of (header ?? '').split(',')) {
    const [range = '', ...parameters] = part.trim().split(';');
    const code = range.trim().slice(0, 2).toLowerCase();
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (isLanguage(code) && weight > 0 && weight > (best?.weight ?? 0)) best = { language: code, weight };
  }
  return best?.language ?? 'en';
}

/**
 * The language the visitor's browser will show: the `language` cookie the app keeps beside its
 * localStorage choice, else the app's default, English.
 */
export function languageFromCookie(header: string | undefined): Language | undefined {
  const value = /(?:^|;\s*)language=([a-z]{2})(?:;|$)/.exec(header ?? '')?.[1];
  return isLanguage(value) ? value : undefined;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * `html` (the built index.html, or a page pre-rendered from it) with `<html lang dir>`, the
 * title, the description and the social preview tags of `pathname` in `language`. The build
 * writes them into the pre-rendered pages (scripts/prerender-pages.ts); the server into the
 * shell of every other page.
 */
export function withPageMeta(html: string, pathname: string, language: Language, tables: Record<Language, MetaTable>): string {
  const meta = tables[language][metaKeyFor(pathname)] ?? tables.en.landing!;
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  // The built index.html writes a long tag over several lines: \s+ between its attributes.
  return html
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${language}" dir="${dir}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${description}$2`)
    .replace(/(<meta\s+property="og:title"\s+content=")[^"]*(")/, `$1${title}$2`)
    .replace(/(<meta\s+property="og:description"\s+content=")[^"]*(")/, `$1${description}$2`)
    .replace(/(<meta\s+name="twitter:title"\s+content=")[^"]*(")/, `$1${title}$2`)
    .replace(/(<meta\s+name="twitter:description"\s+content=")[^"]*(")/, `$1${description}$2`)
    .replace(/(<meta\s+property="og:locale"\s+content=")[^"]*(")/, `$1${OG_LOCALES[language]}$2`);
}

export interface ShellRequest {
  pathname: string;
  /** The visitor's chosen language, if known (cookie). */
  chosenLanguage: Language | undefined;
  /** Their browser's preference, for visitors with no choice yet (and link previews). */
  preferredLanguage: Language;
  origin: string;
}

/** The language a page is served in: the visitor's choice, else their browser's, else English. */
export const pageLanguage = (request: Pick<ShellRequest, 'chosenLanguage' | 'preferredLanguage'>): Language =>
  request.chosenLanguage ?? request.preferredLanguage;

/**
 * Fills `html` for one request: the page's meta in its language (already there in a pre-rendered
 * page, written again to no effect), its address, and the preloads of what the app fetches first.
 */
export function createShellRenderer(planPreloads: PreloadPlanner) {
  const tables = loadMetaTables();
  return (html: string, request: ShellRequest): string => {
    const { pathname, origin } = request;
    const language = pageLanguage(request);
    // The app starts in the page's language (boot.js and i18n.ts read it from <html lang> when the
    // visitor has chosen none): preload what it will fetch.
    const preloads = planPreloads(pageFor(pathname), language);
    return withPageMeta(html, pathname, language, tables)
      .replace(/(<meta\s+property="og:image"\s+content=")[^"]*(")/, `$1${origin}/og-image.png$2`)
      .replace('</head>', `    <meta property="og:url" content="${escapeHtml(origin + pathname)}" />\n    ${preloads}\n  </head>`);
  };
}
