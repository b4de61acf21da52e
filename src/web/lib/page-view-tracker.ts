// First-party page views: the path and language only, sent once per navigation.
import { useEffect } from 'react';
import { useTranslation } from '../i18n/react';
import { useLocation } from 'react-router';
import { recordPageView } from '../../shared/routes/site-endpoints';
import { urlOf } from './call-api';
import { postInBackground } from './post-in-background';

function referrerHost(): string | undefined {
  try {
    const host = document.referrer ? new URL(document.referrer).host : '';
    return host && host !== window.location.host ? host.slice(0, 255) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Telemetry waits until the next frame has been drawn and the browser is idle: on a slow link
 * its request must not compete with the first page's own (docs/targets.md S3).
 * Not cancelled by the next navigation: the view happened. A tab opened in the background
 * draws nothing, so its view is counted once it is shown.
 */
function whenIdle(task: () => void) {
  window.requestAnimationFrame(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 3000 });
    else window.setTimeout(task, 0);
  });
}

export function usePageViewTracking() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  useEffect(() => {
    const body = JSON.stringify({ path: pathname.slice(0, 300), language: i18n.language, referrerHost: referrerHost() });
    // Not callApi: keepalive lets the request outlive a page that closes meanwhile.
    whenIdle(() => postInBackground(urlOf(recordPageView), body));
    // Language changes are not new page views.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
