import { RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { formatDateTime, formatNumber, isolate } from '../../lib/format';
import { usePageMeta } from '../../lib/use-page-meta';
import { linkify } from './linkify';
import { fetchOutbox, type OutboxMessage } from './outbox-api';
import { SmsOutboxSection } from './sms-outbox-section';

type OutboxState =
  | { kind: 'loading' }
  | { kind: 'ready'; messages: OutboxMessage[] }
  | { kind: 'unavailable' }
  | { kind: 'failed'; error: unknown };

const linkClass = 'break-all font-semibold text-amber-800 underline dark:text-amber-300';

/**
 * /dev/outbox, for developers: the e-mails the app would have sent, newest first, with the links
 * in their text clickable (to confirm an address or reset a password without a mail server).
 * Only the text part is shown: the HTML part is never rendered as HTML.
 */
export function DevOutboxPage() {
  const { t, i18n } = useTranslation();
  usePageMeta('dev-outbox');
  const [state, setState] = useState<OutboxState>({ kind: 'loading' });
  const [refreshing, setRefreshing] = useState(false);
  // Bumped by Refresh: the SMS section loads its messages again too.
  const [round, setRound] = useState(0);

  const load = useCallback(async () => {
    setRefreshing(true);
    try {
      setState({ kind: 'ready', messages: await fetchOutbox() });
    } catch (error) {
      // 404: not registered here (production, or real mail configured), not a failure.
      if (error instanceof ApiError && error.status === 404) setState({ kind: 'unavailable' });
      else setState({ kind: 'failed', error });
    } finally {
      setRefreshing(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <main id="main" className="mx-auto max-w-4xl px-6 py-12">
      <h1 className="mb-2 text-3xl font-bold">{t('dev.title')}</h1>
      <p className="mb-6 text-stone-700 dark:text-stone-300">{t('dev.intro')}</p>
      {state.kind !== 'unavailable' && (
        <button
          type="button"
          className="btn-secondary mb-6"
          onClick={() => {
            setRound((count) => count + 1);
            void load();
          }}
          disabled={refreshing}
        >
          <RefreshCw aria-hidden="true" className="me-2 inline size-4" />
          {t(refreshing ? 'dev.refreshing' : 'dev.refresh')}
        </button>
      )}
      <div role="status" className="sr-only">
        {state.kind === 'ready' ? t('dev.count', { shown: formatNumber(state.messages.length, i18n.language) }) : ''}
      </div>
      <SmsOutboxSection round={round} />
      {state.kind === 'loading' && <p className="text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>}
      {state.kind === 'unavailable' && (
        <p className="rounded-lg border border-stone-300 p-4 dark:border-stone-700">{t('dev.unavailable')}</p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50">
          {errorMessage(t, state.error)}
        </p>
      )}
      {state.kind === 'ready' && state.messages.length === 0 && <p>{t('dev.empty')}</p>}
      {state.kind === 'ready' && state.messages.length > 0 && (
        <ol className="space-y-6">
          {state.messages.map((message) => (
            <li key={message.id}>
              <article
                aria-labelledby={`outbox-message-${message.id}`}
                className="rounded-xl border border-stone-200 p-5 dark:border-stone-800"
              >
                <h2 id={`outbox-message-${message.id}`} className="mb-3 text-lg font-bold">
                  {message.subject}
                </h2>
                <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="font-semibold">{t('dev.to')}</dt>
                  <dd className="break-all">{isolate(message.to)}</dd>
                  <dt className="font-semibold">{t('dev.sentAt')}</dt>
                  <dd>
                    <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, i18n.language)}</time>
                  </dd>
                </dl>
                {/* The text part, as text: its own direction, lines kept, addresses made links. */}
                <p dir="auto" className="whitespace-pre-wrap text-stone-800 dark:text-stone-200">
                  {linkify(message.text, linkClass)}
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
