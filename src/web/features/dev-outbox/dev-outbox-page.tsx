import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../lib/error-message';
import { formatDateTime, formatNumber, isolate } from '../../lib/format';
import { usePageMeta } from '../../lib/use-page-meta';
import { linkify } from './linkify';
import { DEV_OUTBOX_KEY, isUnavailable, outboxQuery } from './outbox-api';
import { SmsOutboxSection } from './sms-outbox-section';

const linkClass = 'break-all font-semibold text-amber-800 underline dark:text-amber-300';

/**
 * /dev/outbox, for developers: the e-mails the app would have sent, newest first, with the links
 * in their text clickable (to confirm an address or reset a password without a mail server).
 * Only the text part is shown: the HTML part is never rendered as HTML.
 */
export function DevOutboxPage() {
  const { t, i18n } = useTranslation();
  usePageMeta('dev-outbox');
  const queryClient = useQueryClient();
  const outbox = useQuery(outboxQuery);
  const refreshing = useIsFetching({ queryKey: DEV_OUTBOX_KEY }) > 0;
  const unavailable = outbox.isError && isUnavailable(outbox.error);

  return (
    <main id="main" className="mx-auto max-w-4xl px-6 py-12">
      <h1 className="mb-2 text-3xl font-bold">{t('dev.title')}</h1>
      <p className="mb-6 text-stone-700 dark:text-stone-300">{t('dev.intro')}</p>
      {!unavailable && (
        <button
          type="button"
          className="btn-secondary mb-6"
          // The mail and the SMS outbox together (they share the key's prefix).
          onClick={() => void queryClient.invalidateQueries({ queryKey: DEV_OUTBOX_KEY })}
          disabled={refreshing}
        >
          <RefreshCw aria-hidden="true" className="me-2 inline size-4" />
          {t(refreshing ? 'dev.refreshing' : 'dev.refresh')}
        </button>
      )}
      <div role="status" className="sr-only">
        {outbox.isSuccess ? t('dev.count', { shown: formatNumber(outbox.data.length, i18n.language) }) : ''}
      </div>
      <SmsOutboxSection />
      {outbox.isPending && <p className="text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>}
      {unavailable && <p className="rounded-lg border border-stone-300 p-4 dark:border-stone-700">{t('dev.unavailable')}</p>}
      {outbox.isError && !unavailable && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50"
        >
          {errorMessage(t, outbox.error)}
        </p>
      )}
      {outbox.isSuccess && outbox.data.length === 0 && <p>{t('dev.empty')}</p>}
      {outbox.isSuccess && outbox.data.length > 0 && (
        <ol className="space-y-6">
          {outbox.data.map((message) => (
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
