// Renders the HTML shell for a page: its title, description and social preview tags in the
// visitor's language (link previews do not run JavaScript), and preload hints for its chunk
// and texts. The browser keeps the tags up to date afterwards (src/web/lib/use-page-meta.ts).
import { readFileSync } from 'node:fs';
import { isLanguage, LANGUAGES, type Language, RTL_LANGUAGES } from '../../shared/constants';
import { findPage, NOT_FOUND_PAGE } from '../../shared/pages';
import { isKnownPagePath } from '../../shared/paths';
import type { PreloadPlanner } from './shell-preloads';

interface PageMeta {
  title: string;
  description: string;
}

type MetaTable = Record<string, PageMeta>;

const localesDir = new URL('../../web/i18n/locales/', import.meta.url);

function loadMetaTables(): Record<Language, MetaTable> {
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

/** The first supported language of an Accept-Language header, else English. */
export function languageFromHeader(header: string | undefined): Language {
  for (const part of (header ?? '').split(',')) {
    const code = part.trim().split(';')[0]?.slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return 'en';
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

export interface ShellRequest {
  pathname: string;
  /** The visitor's chosen language, if known (cookie). */
  chosenLanguage: Language | undefined;
  /** Their browser's preference, for visitors with no choice yet (and link previews). */
  preferredLanguage: Language;
  origin: string;
}

export function createShellRenderer(shell: string, planPreloads: PreloadPlanner) {
  const tables = loadMetaTables();
  return ({ pathname, chosenLanguage, preferredLanguage, origin }: ShellRequest): string => {
    const page = pageFor(pathname);
    const metaLanguage = chosenLanguage ?? preferredLanguage;
    const meta = tables[metaLanguage][metaKeyFor(pathname)] ?? tables.en.landing!;
    const title = escapeHtml(meta.title);
    const description = escapeHtml(meta.description);
    // The app itself starts in the chosen language, or English: preload what it will fetch.
    const preloads = planPreloads(page, chosenLanguage ?? 'en');
    const dir = RTL_LANGUAGES.includes(metaLanguage) ? 'rtl' : 'ltr';
    return shell
      .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${metaLanguage}" dir="${dir}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
      .replace(/(<meta name="description" content=")[^"]*(")/, `$1${description}$2`)
      .replace(/(<meta property="og:title" content=")[^"]*(")/, `$1${title}$2`)
      .replace(/(<meta property="og:description" content=")[^"]*(")/, `$1${description}$2`)
      .replace(/(<meta property="og:image" content=")[^"]*(")/, `$1${origin}/og-image.png$2`)
      .replace('</head>', `    <meta property="og:url" content="${escapeHtml(origin + pathname)}" />\n    ${preloads}\n  </head>`);
  };
}
