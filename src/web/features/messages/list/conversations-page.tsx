// /messages: the member's conversations, newest first (docs/decisions/0023-messages.md), each
// with the partner, the last message, when, and the unread count; a new message moves its
// conversation to the top as it arrives. Behind every onboarding step (app/routes/messages.tsx).
import { useQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { paths } from '../../../../shared/paths';
import { QueryList } from '../../../components/list-states';
import { useTranslation } from '../../../i18n/react';
import { usePageMeta } from '../../../lib/use-page-meta';
import { AllowanceLine } from '../allowance-line';
import { conversationsQuery } from '../api/messages-api';
import { useNow } from '../format/use-now';
import { ConversationItem } from './conversation-item';
import { useConversationsSync } from './use-conversations-sync';

export function ConversationsPage() {
  const { t } = useTranslation();
  usePageMeta('messages');
  useConversationsSync(null);
  const list = useQuery(conversationsQuery);
  const now = useNow();

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="mb-2 text-3xl font-bold">{t('conversations.list.title')}</h1>
      <p className="mb-6 text-stone-700 dark:text-stone-300">{t('conversations.list.intro')}</p>
      <QueryList
        query={list}
        isEmpty={(data) => data.conversations.length === 0}
        loadFailed={t('conversations.list.loadFailed')}
        empty={{
          icon: MessagesSquare,
          title: t('conversations.list.empty.title'),
          text: t('conversations.list.empty.text'),
          linkLabel: t('conversations.list.empty.browse'),
          linkTo: paths.profiles,
        }}
      >
        {(data) => (
          <>
            <ul aria-label={t('conversations.list.title')} className="-mx-3 space-y-1">
              {data.conversations.map((conversation) => (
                <ConversationItem key={conversation.id} conversation={conversation} now={now} />
              ))}
            </ul>
            <AllowanceLine allowance={data.allowance} className="mt-6" />
          </>
        )}
      </QueryList>
    </main>
  );
}
