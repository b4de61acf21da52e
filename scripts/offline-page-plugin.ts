// A Vite plugin that writes offline.html: what the service worker (src/web/sw.ts) shows for a page
// never seen when there is no network (docs/decisions/0034-installable-app.md). Its words are the
// `common.offline` texts of the five locale files, so that they are translated where every other
// text is. It holds each language as a section with its own `lang` and `dir`; offline.js shows the
// member's (boot.js's stored choice), and without a script the five stand one under another.
// Its styles are a file of their own, as the Content-Security-Policy forbids inline ones.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES, RTL_LANGUAGES } from '../src/shared/constants';
import { escapeHtml } from '../src/server/platform/escape-html';

interface OfflineTexts {
  brand: string;
  offline: { title: string; body: string; retry: string };
}

const STYLES = `body{margin:0;font-family:system-ui,sans-serif;background:#fafaf9;color:#1c1917}
main{max-width:32rem;margin:0 auto;padding:3rem 1.5rem}section+section{margin-top:2.5rem}
.brand{color:#9a3412;font-weight:700}h1{font-size:1.5rem;margin:.5rem 0}p{line-height:1.6}
a{display:inline-block;margin-top:.75rem;border-radius:9999px;background:#9a3412;color:#fff;padding:.6rem 1.25rem;font-weight:600;text-decoration:none}
@media (prefers-color-scheme:dark){body{background:#0c0a09;color:#f5f5f4}.brand{color:#fcd34d}}`;

export function offlinePage(): Plugin {
  let localesDir = '';
  return {
    name: 'sahel-offline-page',
    apply: 'build',
    configResolved(config) {
      localesDir = join(config.root, 'i18n', 'locales');
    },
    generateBundle() {
      const sections = LANGUAGES.map((language) => {
        const texts = JSON.parse(readFileSync(join(localesDir, language, 'common.json'), 'utf8')) as OfflineTexts;
        const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
        // Only English shows before offline.js picks; the retry link reloads the page asked for.
        return `<section lang="${language}" dir="${dir}"${language === 'en' ? '' : ' hidden'}>
<p class="brand">${escapeHtml(texts.brand)}</p><h1>${escapeHtml(texts.offline.title)}</h1>
<p>${escapeHtml(texts.offline.body)}</p><a href="">${escapeHtml(texts.offline.retry)}</a></section>`;
      });
      const html = `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#9a3412"><title>Sahel Hearts</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/offline.css">
<script src="/offline.js" defer></script></head>
<body><main>${sections.join('\n')}</main></body></html>
`;
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: html });
      this.emitFile({ type: 'asset', fileName: 'offline.css', source: STYLES });
    },
  };
}
