// The published landing content in the page's language (GET /api/landing-content/:lang). A plain
// request, not TanStack Query: the landing page's script budget (docs/targets.md S1,
// docs/decisions/0016-data-loading.md). The HTML shell preloads it beside the scripts
// (server/plugins/shell-preloads.ts), so it is here by the first render on most visits; one
// request per language, kept for the page's life. A failure shows the built-in texts.
import { useEffect, useState } from 'react';
import type { LandingView } from '../../../shared/contracts/landing-content';
import { getLandingContent } from '../../../shared/routes/landing-endpoints';
import { callApi } from '../../lib/call-api';
import { type LandingContentState, publishedAnswers as answers } from '../../lib/landing-content';
import { useLanguage } from '../../lib/use-language';

const isView = (value: unknown): value is LandingView =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LandingView).texts?.title === 'string' &&
  Array.isArray((value as LandingView).countries);

export function usePublishedLanding(): LandingContentState {
  const language = useLanguage();
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
