// /messages: the member's conversations, newest first (docs/decisions/0023-messages.md), each
// with the partner, the last message, when, and the unread count; a new message moves its
// conversation to the top as it arrives. Behind every onboarding step (app/routes/messages.tsx).
import { useQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { FormNotice } from '../../../components/form/form-notice';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/error-message';
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

  let body;
  if (list.isPending) {
    body = <p className="min-h-40 text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>;
  } else if (list.isError) {
    body = (
      <div className="space-y-4">
        <FormNotice kind="error">{`${t('conversations.list.loadFailed')} ${errorMessage(t, list.error)}`}</FormNotice>
        <button type="button" className="btn-secondary min-h-11" onClick={() => void list.refetch()}>
          {t('common.actions.retry')}
        </button>
      </div>
    );
  } else if (list.data.conversations.length === 0) {
    body = (
      <section aria-labelledby="conversations-empty" className="rounded-2xl bg-amber-50 p-6 text-center dark:bg-stone-900">
        <MessagesSquare aria-hidden="true" className="mx-auto mb-3 size-10 text-amber-800 dark:text-amber-300" />
        <h2 id="conversations-empty" className="mb-2 text-xl font-bold">
          {t('conversations.list.empty.title')}
        </h2>
        <p className="mb-5 text-stone-700 dark:text-stone-300">{t('conversations.list.empty.text')}</p>
        <Link to={paths.profiles} className="btn-primary min-h-11">
          {t('conversations.list.empty.browse')}
        </Link>
      </section>
    );
  } else {
    body = (
      <>
        <ul aria-label={t('conversations.list.title')} className="-mx-3 space-y-1">
          {list.data.conversations.map((conversation) => (
            <ConversationItem key={conversation.id} conversation={conversation} now={now} />
          ))}
        </ul>
        <AllowanceLine allowance={list.data.allowance} className="mt-6" />
      </>
    );
  }

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="mb-2 text-3xl font-bold">{t('conversations.list.title')}</h1>
      <p className="mb-6 text-stone-700 dark:text-stone-300">{t('conversations.list.intro')}</p>
      {body}
    </main>
  );
}
