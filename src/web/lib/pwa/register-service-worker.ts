// Registers the service worker (src/web/sw.ts; docs/decisions/0034-installable-app.md) once the
// page has loaded, in a chunk of its own that no page waits for. When a new version has installed
// and waits, the member is told, and chooses when to reload: it is never swapped under them.
// The browser's own API, not workbox-window: the 2.3 kB it would add to every first visit buy
// nothing these few lines do not do (docs/targets.md S1).
import type { Translator } from '../../i18n/translator';
import { toast } from '../../components/ui/toaster';
import { SERVICE_WORKER_URL, SKIP_WAITING } from './service-worker-protocol';

export async function registerServiceWorker(i18n: Translator): Promise<void> {
  const workers = navigator.serviceWorker;
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await workers.register(SERVICE_WORKER_URL);
  } catch {
    // A browser may refuse workers (some private windows, a policy): the app works without one.
    return;
  }
  if (!registration) return;

  const announce = (waiting: ServiceWorker) =>
    toast({
      description: i18n.t('common.update.ready'),
      sticky: true,
      action: {
        label: i18n.t('common.update.reload'),
        onClick: () => {
          // The new version takes over, then this page reloads into it.
          workers.addEventListener('controllerchange', () => window.location.reload(), { once: true });
          waiting.postMessage({ type: SKIP_WAITING });
        },
      },
    });

  // Only a page some version already controls has anything to update: the first version takes
  // the page at once (sw.ts claims it).
  if (registration.waiting && workers.controller) announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && workers.controller) announce(installing);
    });
  });
}
