// One conversation in the list: the partner's photo and name, the last message on one line
// ("You: ..." for the member's own), when, and how many messages wait unread.
import { Link } from 'react-router';
import type { ConversationSummary } from '../../../../shared/contracts/messages';
import { paths } from '../../../../shared/paths';
import { useTranslation } from '../../../i18n/react';
import { formatDateTime, formatNumber, isolate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { formatListTime } from '../format/message-time';
import { PartnerAvatar } from '../partner-avatar';

export function ConversationItem({ conversation, now }: { conversation: ConversationSummary; now: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { partner, lastMessage, unread } = conversation;
  // Names and messages keep their own direction inside the line, which keeps the page's.
  const preview = lastMessage ? (
    lastMessage.fromMe ? (
      t('conversations.list.you', { text: isolate(lastMessage.body) })
    ) : (
      <bdi>{lastMessage.body}</bdi>
    )
  ) : (
    t('conversations.list.newMatch')
  );
  return (
    <li>
      <Link
        to={paths.conversation(conversation.id)}
        className="flex min-h-16 items-center gap-3 rounded-2xl px-3 py-3 hover:bg-stone-100 dark:hover:bg-stone-900"
      >
        <PartnerAvatar partner={partner} size="md" />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <bdi className="min-w-0 truncate font-semibold text-stone-900 dark:text-stone-50">{partner.displayName}</bdi>
            <time
              dateTime={conversation.updatedAt}
              title={formatDateTime(conversation.updatedAt, language)}
              className="ms-auto shrink-0 text-xs text-stone-700 dark:text-stone-300"
            >
              {formatListTime(conversation.updatedAt, now, language, t)}
            </time>
          </span>
          <span className="mt-0.5 flex items-center gap-2">
            <span
              className={`min-w-0 flex-1 truncate text-sm ${
                unread > 0 ? 'font-semibold text-stone-900 dark:text-stone-50' : 'text-stone-700 dark:text-stone-300'
              }`}
            >
              {preview}
            </span>
            {unread > 0 && (
              <span className="shrink-0 rounded-full bg-rose-700 px-2 text-xs leading-5 font-bold text-white dark:bg-rose-400 dark:text-stone-950">
                <span aria-hidden="true">{formatNumber(unread, language)}</span>
                <span className="sr-only">{t('conversations.list.unread', { count: unread, shown: formatNumber(unread, language) })}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
