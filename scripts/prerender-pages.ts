// Pre-renders the public pages (docs/decisions/0038-prerendered-public-pages.md): after `vite
// build`, each page of PUBLIC_PAGE_PATHS in each language is rendered by the app's own components
// (src/web/prerender/render-page.tsx, loaded through Vite's SSR loader) into the built index.html,
// with its language, direction, title and social tags, and its critical CSS inlined by beasties.
// The server sends dist/web/prerendered/<language>/<page>.html (src/server/plugins/web-app.ts),
// and main.tsx hydrates it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Beasties from 'beasties';
import { createServer } from 'vite';
import { LANGUAGES, type Language } from '../src/shared/constants';
import { PUBLIC_PAGE_PATHS } from '../src/shared/paths';
import { loadMetaTables, withPageMeta } from '../src/server/plugins/page-meta';
import { prerenderedFile, PRERENDER_MARK } from '../src/server/plugins/prerendered-pages';

type RenderPage = (path: string, language: Language, readTexts: (language: Language, area: string) => unknown) => Promise<string>;

const distDir = resolve('dist/web');
const localesDir = resolve('src/web/i18n/locales');
const readTexts = (language: Language, area: string): unknown =>
  JSON.parse(readFileSync(join(localesDir, language, `${area}.json`), 'utf8'));

/** The development server's addresses of imported files (`/assets/flags/fr.svg?no-inline`) as built. */
function withBuiltAssets(html: string, manifest: Record<string, { file: string }>): string {
  const built = html.replace(/"\/(assets\/[^"?]+)(\?no-inline)?"/g, (whole, source: string) => {
    const file = manifest[source]?.file;
    return file ? `"/${file}"` : whole;
  });
  const unbuilt = /"\/(?:@|src\/|node_modules\/)[^"]*"|"\/assets\/[^"]*\?[^"]*"/.exec(built);
  if (unbuilt) throw new Error(`prerender: an address the build does not serve: ${unbuilt[0]}`);
  return built;
}

/**
 * The page's markup into the shell: the images React asks to preload go to the head, the rest is
 * the root's content, marked with the page and language so that main.tsx knows what it holds.
 */
function intoShell(shell: string, markup: string, path: string, language: Language): string {
  // React writes an inline script when a part of the page suspended while it rendered: the
  // Content-Security-Policy would refuse it, and the page would wait for it.
  if (/<script(?![^>]*\bsrc=)/.test(markup)) throw new Error(`prerender: ${path} (${language}) suspended while rendering`);
  const hoisted = /^(?:<link [^>]*\/>)*/.exec(markup)![0];
  const body = markup.slice(hoisted.length);
  return shell
    .replace('</head>', `${hoisted.replaceAll('/>', '>')}</head>`)
    .replace('<div id="root"></div>', `<div id="root" ${PRERENDER_MARK}="${path} ${language}">${body}</div>`)
    .replace(/\s*<noscript>[^<]*<\/noscript>/, '');
}

// Critical CSS: the rules of the full stylesheet that match the page (their :hover and :focus
// states too), read with <html class="dark"> so that the dark theme's rules (`.dark *`) for its
// elements come too. Without a script that is all the page needs. The full stylesheet, for the
// other pages and states the app draws, is left to main.tsx (the root's data-stylesheet): a
// stylesheet in the document, even at the end of the body, would hold the first paint on a slow
// link, and a link that switches itself on needs an event handler the Content-Security-Policy
// refuses. The app's scripts are fetched at low priority, after what the first paint needs.
async function inlineCriticalCss(beasties: Beasties, html: string): Promise<string> {
  const dark = html.replace(/<html lang="([^"]*)" dir="([^"]*)">/, '<html lang="$1" dir="$2" class="dark">');
  const processed = await beasties.process(dark);
  const sheet = /<link rel="stylesheet" crossorigin href="([^"]+)">/.exec(processed)?.[1];
  if (!sheet) throw new Error('prerender: no stylesheet left after inlining');
  const restored = processed
    .replace(/<html lang="([^"]*)" dir="([^"]*)"[^>]*>/, '<html lang="$1" dir="$2">')
    .replace(/\s*<link rel="stylesheet" crossorigin href="[^"]+">/, '')
    .replace(/<link rel="preload" crossorigin href="[^"]+" as="style">/, '')
    .replace('<div id="root" ', `<div id="root" data-stylesheet="${sheet}" `)
    .replace('<script type="module" ', '<script type="module" fetchpriority="low" ');
  if (!/<style>[^]+?<\/style>/.test(restored)) throw new Error('prerender: no critical CSS was inlined');
  return restored;
}

async function prerender(): Promise<void> {
  const shell = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const tables = loadMetaTables();
  // `.relang` hides a page pre-rendered in another language than the visitor's (boot.js): in every
  // page. Tailwind's space-* and divide-* rules are `:where(.space-y-4>:not(:last-child))`, which
  // beasties cannot match against the page: all of them (a few hundred bytes), or the page's
  // spacing changes when the full stylesheet comes.
  const beasties = new Beasties({
    path: distDir,
    publicPath: '/',
    logLevel: 'warn',
    fonts: false,
    allowRules: [/\.relang\b/, /^:where\(\.(?:[\w\\:-]+)?(?:space|divide)-/],
  });
  const vite = await createServer({
    configFile: resolve('vite.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const { renderPage } = (await vite.ssrLoadModule('/prerender/render-page.tsx')) as { renderPage: RenderPage };
    for (const language of LANGUAGES) {
      mkdirSync(join(distDir, 'prerendered', language), { recursive: true });
      for (const path of PUBLIC_PAGE_PATHS) {
        const markup = withBuiltAssets(await renderPage(path, language, readTexts), manifest);
        const page = withPageMeta(intoShell(shell, markup, path, language), path, language, tables);
        writeFileSync(join(distDir, prerenderedFile(path, language)), await inlineCriticalCss(beasties, page));
      }
    }
  } finally {
    await vite.close();
  }
  console.log(`prerendered ${PUBLIC_PAGE_PATHS.length} pages in ${LANGUAGES.length} languages into dist/web/prerendered`);
}

await prerender();
