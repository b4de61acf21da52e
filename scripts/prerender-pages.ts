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
import {
  APP_START_ID,
  BOOT_SCRIPT_TAG,
  landingTemplateFile,
  prerenderedFile,
  PRERENDER_MARK,
} from '../src/server/plugins/prerendered-pages';
import type { LandingView } from '../src/shared/contracts/landing-content';
import { paths } from '../src/shared/paths';
import { landingTemplateView } from '../src/shared/served-landing';

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
// refuses. The app's scripts start after the first paint (withBootInline).
async function inlineCriticalCss(beasties: Beasties, html: string): Promise<string> {
  const dark = html.replace(/<html lang="([^"]*)" dir="([^"]*)">/, '<html lang="$1" dir="$2" class="dark">');
  const processed = await beasties.process(dark);
  const sheet = /<link rel="stylesheet" crossorigin href="([^"]+)">/.exec(processed)?.[1];
  if (!sheet) throw new Error('prerender: no stylesheet left after inlining');
  const restored = processed
    .replace(/<html lang="([^"]*)" dir="([^"]*)"[^>]*>/, '<html lang="$1" dir="$2">')
    .replace(/\s*<link rel="stylesheet" crossorigin href="[^"]+">/, '')
    .replace(/<link rel="preload" crossorigin href="[^"]+" as="style">/, '')
    .replace('<div id="root" ', `<div id="root" data-stylesheet="${sheet}" `);
  if (!/<style>[^]+?<\/style>/.test(restored)) throw new Error('prerender: no critical CSS was inlined');
  return restored;
}

/**
 * The boot script inline, the one inline script of the page (the server allows it by the hash of
 * dist/web/boot.js, `bootScriptHash`); the app's module script inert in <template id="app-start">,
 * which boot.js starts after the first paint (the server puts the page's preloads there too).
 * Before, boot.js was a request that held the first paint, and the app's scripts ran before it.
 */
function withBootInline(html: string, boot: string): string {
  const moduleScript = /\s*(<script type="module" crossorigin src="[^"]+"><\/script>)/.exec(html);
  if (!moduleScript) throw new Error('prerender: no module script in the page');
  if (!html.includes(BOOT_SCRIPT_TAG)) throw new Error('prerender: no boot script in the page');
  const page = html
    .replace(moduleScript[0], '')
    .replace(BOOT_SCRIPT_TAG, () => `<script>${boot}</script>`)
    .replace('</body>', () => `<template id="${APP_START_ID}">${moduleScript[1]}</template>\n  </body>`);
  const inline = [...page.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([^]*?)<\/script>/g)];
  if (inline.length !== 1 || inline[0]![1] !== boot) throw new Error('prerender: an inline script other than boot.js');
  return page;
}

async function prerender(): Promise<void> {
  const shell = readFileSync(join(distDir, 'index.html'), 'utf8');
  const boot = readFileSync(join(distDir, 'boot.js'), 'utf8');
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
    // The landing page's published content as the page will have read it from the served page
    // (src/server/plugins/landing-page.ts): none, for the page with the built-in texts, and tokens,
    // for the template the server fills with what an admin published.
    const { publishedAnswers } = (await vite.ssrLoadModule('/lib/landing-content.ts')) as {
      publishedAnswers: Map<Language, LandingView | null>;
    };
    const write = async (file: string, path: string, language: Language) => {
      const markup = withBuiltAssets(await renderPage(path, language, readTexts), manifest);
      const page = withPageMeta(intoShell(shell, markup, path, language), path, language, tables);
      writeFileSync(join(distDir, file), withBootInline(await inlineCriticalCss(beasties, page), boot));
    };
    for (const language of LANGUAGES) {
      mkdirSync(join(distDir, 'prerendered', language), { recursive: true });
      publishedAnswers.set(language, null);
      for (const path of PUBLIC_PAGE_PATHS) await write(prerenderedFile(path, language), path, language);
      publishedAnswers.set(language, landingTemplateView());
      await write(landingTemplateFile(language), paths.landing, language);
    }
  } finally {
    await vite.close();
  }
  console.log(`prerendered ${PUBLIC_PAGE_PATHS.length} pages in ${LANGUAGES.length} languages into dist/web/prerendered`);
}

await prerender();
