// The text messages part of /dev/outbox: the phone codes the Verify ID step would have sent by
// SMS, newest first (to, text, time), so a developer can finish the step without a phone.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { errorMessage } from '../../lib/error-message';
import { formatDateTime, isolate } from '../../lib/format';
import { isUnavailable } from './outbox-api';
import { smsOutboxQuery } from './sms-outbox-api';
import { TitledSection } from '../../components/ui/titled-section';

/** Reloaded with the mail outbox by the page's Refresh (they share a cache key prefix). */
export function SmsOutboxSection() {
  const { t, i18n } = useTranslation();
  const sms = useQuery(smsOutboxQuery);
  const unavailable = sms.isError && isUnavailable(sms.error);

  return (
    <TitledSection
      titleId="sms-outbox-title"
      title={t('dev.sms.title')}
      intro={t('dev.sms.intro')}
      className="mb-10 rounded-xl bg-stone-50 p-5 dark:bg-stone-900"
      titleClassName="mb-1 text-xl font-bold"
      introClassName="mb-4 text-sm text-stone-700 dark:text-stone-300"
    >
      {sms.isPending && <p className="text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>}
      {unavailable && <p>{t('dev.sms.unavailable')}</p>}
      {sms.isError && !unavailable && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50"
        >
          {`${t('dev.sms.failed')} ${errorMessage(t, sms.error)}`}
        </p>
      )}
      {sms.isSuccess && sms.data.length === 0 && <p>{t('dev.sms.empty')}</p>}
      {sms.isSuccess && sms.data.length > 0 && (
        <ol className="space-y-3">
          {sms.data.map((message) => (
            <li key={message.id} className="rounded-lg border border-stone-200 bg-white p-4 dark:border-stone-700 dark:bg-stone-950">
              <dl className="mb-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="font-semibold">{t('dev.to')}</dt>
                <dd dir="ltr" className="text-start">
                  {isolate(message.to)}
                </dd>
                <dt className="font-semibold">{t('dev.sentAt')}</dt>
                <dd>
                  <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, i18n.language)}</time>
                </dd>
              </dl>
              <p dir="auto" className="whitespace-pre-wrap text-stone-800 dark:text-stone-200">
                {message.text}
              </p>
            </li>
          ))}
        </ol>
      )}
    </TitledSection>
  );
}
