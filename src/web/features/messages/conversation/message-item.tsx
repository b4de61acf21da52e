// One message: the member's own on the end side, the partner's on the start side (logical
// properties, so Arabic mirrors), the words exactly as written (React prints them as text: a
// link or an address is never made clickable), the time, and for the member's own its state;
// a message that failed says why and offers Retry; under a flagged one from the partner, its
// safety notice.
import { RotateCw } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { formatMessageTime } from '../format/message-time';
import type { SendFailure } from '../thread/thread-state';
import { type Delivery, DeliveryMark } from './delivery-mark';

interface MessageItemProps {
  body: string;
  sentAt: string;
  /** Written by the member (else by the partner). */
  own: boolean;
  /** The state of the member's own message. */
  delivery?: Delivery;
  /** A send that failed, and why. */
  failure?: SendFailure;
  partnerName: string;
  onRetry?: () => void;
  retryDisabled?: boolean;
  /** Under the message: the safety notice of a flagged one. */
  notice?: ReactNode;
}

export function MessageItem({ body, sentAt, own, delivery, failure, partnerName, onRetry, retryDisabled, notice }: MessageItemProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const bodyId = useId();
  const bubble = own
    ? 'rounded-ee-md bg-amber-800 text-white dark:bg-amber-300 dark:text-stone-950'
    : 'rounded-es-md bg-stone-100 text-stone-900 dark:bg-stone-800 dark:text-stone-50';
  return (
    <li className={`flex flex-col ${own ? 'items-end' : 'items-start'}`}>
      <div className={`max-w-[85%] rounded-2xl px-3.5 py-2 sm:max-w-[75%] ${bubble} ${failure ? 'opacity-80' : ''}`}>
        <span className="sr-only">{own ? t('conversations.conversation.you') : partnerName}: </span>
        <p id={bodyId} dir="auto" className="whitespace-pre-wrap [overflow-wrap:anywhere]">
          {body}
        </p>
        <p className="mt-0.5 flex items-center justify-end gap-1 text-xs opacity-90">
          <time dateTime={sentAt} title={formatDateTime(sentAt, language)}>
            {formatMessageTime(sentAt, language)}
          </time>
          {delivery && !failure && <DeliveryMark state={delivery} />}
        </p>
      </div>
      {failure && (
        <div className="mt-1 flex flex-wrap items-center justify-end gap-x-3 text-sm text-red-700 dark:text-red-300">
          <p>{t(`conversations.failure.${failure}`)}</p>
          <button type="button" className="btn-ghost min-h-11" aria-describedby={bodyId} disabled={retryDisabled} onClick={onRetry}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t('conversations.retry')}
          </button>
        </div>
      )}
      {notice}
    </li>
  );
}
