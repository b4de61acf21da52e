// The published landing content in the page's language (GET /api/landing-content/:lang). A plain
// request, not TanStack Query: the landing page's script budget (docs/targets.md S1,
// docs/decisions/0016-data-loading.md). The pre-rendered /landing page carries it (a JSON data
// block the server writes, docs/decisions/0038-prerendered-public-pages.md): read before the first
// render, so that the app hydrates what the server drew with it. Otherwise the HTML shell preloads
// it beside the scripts (server/plugins/shell-preloads.ts), so it is here by the first render on
// most visits; one request per language, kept for the page's life. A failure shows the built-in texts.
import { useEffect, useState } from 'react';
import type { Language } from '../../../shared/constants';
import type { LandingView } from '../../../shared/contracts/landing-content';
import { getLandingContent } from '../../../shared/routes/landing-endpoints';
import { SERVED_LANDING_ID, type ServedLanding } from '../../../shared/served-landing';
import { callApi } from '../../lib/call-api';
import { type LandingContentState, publishedAnswers as answers } from '../../lib/landing-content';
import { useLanguage } from '../../lib/use-language';

const isView = (value: unknown): value is LandingView =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LandingView).texts?.title === 'string' &&
  Array.isArray((value as LandingView).countries);

/**
 * The content the server wrote into the page, once: taken out of the document at the first read,
 * so that a later visit of /landing in this tab (an admin may have published since) asks again.
 */
function takeServedContent(language: Language): void {
  const block = document.getElementById(SERVED_LANDING_ID);
  if (!block) return;
  block.remove();
  try {
    const served = JSON.parse(block.textContent ?? '') as ServedLanding;
    if (served.language === language && (served.content === null || isView(served.content))) answers.set(language, served.content);
  } catch {
    // Not what the server writes: the page asks, as without it.
  }
}

export function usePublishedLanding(): LandingContentState {
  const language = useLanguage();
  if (!answers.has(language) && typeof document !== 'undefined') takeServedContent(language);
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (answers.has(language)) return;
    const controller = new AbortController();
    callApi(getLandingContent, { params: { lang: language }, signal: controller.signal })
      .then(({ content }) => answers.set(language, isView(content) ? content : null))
      .catch(() => {
        if (!controller.signal.aborted) answers.set(language, null);
      })
      .finally(() => {
        if (!controller.signal.aborted) setVersion((version) => version + 1);
      });
    return () => controller.abort();
  }, [language]);
  return answers.has(language) ? { status: 'ready', view: answers.get(language)! } : { status: 'loading' };
}
