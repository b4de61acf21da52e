// Renders one public page in one language to HTML at build time (docs/decisions/0038-prerendered-public-pages.md):
// the same tree main.tsx hydrates, with a static router at the page's path and the page's texts
// handed in by the build (scripts/prerender-pages.ts reads them from the locale files).
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { Language } from '../../shared/constants';
import { preloadRoute } from '../app/app-routes';
import { RootLayout } from '../app/root-layout';
import { findRoute } from '../app/route-table';
import { GlobalErrorBoundary } from '../features/errors/global-error-boundary';
import { I18nProvider } from '../i18n/react';
import { Translator, type Texts } from '../i18n/translator';

export type ReadTexts = (language: Language, area: string) => Texts;

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

/** The HTML of `path`'s page in `language`, as the root's content. */
export async function renderPage(path: string, language: Language, readTexts: ReadTexts): Promise<string> {
  const route = findRoute(path);
  const i18n = new Translator(language);
  for (const area of ['common', ...route.areas]) i18n.addArea(language, area, readTexts(language, area));
  await preloadRoute(route);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <GlobalErrorBoundary>
          <StaticRouter location={path}>
            <RootLayout />
          </StaticRouter>
        </GlobalErrorBoundary>
      </I18nProvider>
    </StrictMode>,
    // React splits a large part out of the page to stream it later, with an inline script that
    // moves it into place (which the Content-Security-Policy refuses): never here.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return streamToString(prelude);
}
