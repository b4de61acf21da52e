// Puts each page's title, description and social preview tags into the HTML shell on the
// server, so link previews (which do not run JavaScript) show the right page in the visitor's
// language. The browser keeps them up to date afterwards (src/web/lib/use-page-meta.ts).
import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language, RTL_LANGUAGES } from '../../shared/constants';
import { isKnownPagePath } from '../../shared/paths';

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

export function metaKeyFor(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!isKnownPagePath(path)) return 'notFound';
  if (path === '/') return 'home';
  if (path.startsWith('/members/')) return 'members';
  if (path.startsWith('/verify/')) return 'verify';
  return path.slice(1);
}

/** The first supported language of an Accept-Language header, else English. */
export function languageFromHeader(header: string | undefined): Language {
  for (const part of (header ?? '').split(',')) {
    const code = part.trim().split(';')[0]?.slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(code ?? '')) return code as Language;
  }
  return 'en';
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export function createShellRenderer(shell: string) {
  const tables = loadMetaTables();
  return (pathname: string, language: Language, origin: string): string => {
    const meta = tables[language][metaKeyFor(pathname)] ?? tables.en.landing!;
    const title = escapeHtml(meta.title);
    const description = escapeHtml(meta.description);
    return shell
      .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${language}" dir="${RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr'}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
      .replace(/(<meta name="description" content=")[^"]*(")/, `$1${description}$2`)
      .replace(/(<meta property="og:title" content=")[^"]*(")/, `$1${title}$2`)
      .replace(/(<meta property="og:description" content=")[^"]*(")/, `$1${description}$2`)
      .replace(/(<meta property="og:image" content=")[^"]*(")/, `$1${origin}/og-image.png$2`)
      .replace('</head>', `    <meta property="og:url" content="${escapeHtml(origin + pathname)}" />\n  </head>`);
  };
}
