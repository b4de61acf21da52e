// /messages/:id: one conversation between two matched members (docs/decisions/0023-messages.md).
// The partner in the header with the conversation's options, the messages with day separators
// and the state of the member's own (a flagged one from the partner with its safety notice), the
// composer with a Basic member's allowance and its "Are you sure?" for a message that may hurt,
// "typing…", and the ended state the moment the conversation is over (a live `closed`, or a 404). Behind
// every onboarding step (app/routes/messages.tsx).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormNotice } from '../../../components/form/form-notice';
import { ListLoadFailed, ListLoading } from '../../../components/list-states';
import { isNetworkFailure, OfflineMarker } from '../../../components/offline-marker';
import { useTranslation } from '../../../i18n/react';
import { isolate } from '../../../lib/format';
import { usePageMeta } from '../../../lib/use-page-meta';
import { AllowanceLine } from '../allowance-line';
import { threadKey, threadQuery } from '../api/messages-api';
import { useNow } from '../format/use-now';
import { useConversationsSync } from '../list/use-conversations-sync';
import { useLiveClient } from '../live/use-live';
import type { DialogComponent, RenderProfile, RenderReportMessage, RenderSafetyActions } from '../slots';
import { awaitingConfirmation, newestIncomingId, type Thread, withoutOutgoing } from '../thread/thread-state';
import { Composer } from './composer';
import { ConversationEnded } from './conversation-ended';
import { ConversationHeader } from './conversation-header';
import { ConversationOptions } from './conversation-options';
import { newClientId } from '../../../lib/message-check';
import { MessageLimitNotice } from './message-limit-notice';
import { MessageLog } from './message-log';
import { useReadReceipts } from './use-read-receipts';
import { useSend } from './use-send';
import { endThread, isConversationGone, updateThread, useThreadSync } from './use-thread-sync';

interface ConversationPageProps {
  conversationId: number;
  Dialog: DialogComponent;
  renderProfile: RenderProfile;
  renderSafetyActions: RenderSafetyActions;
  renderReportMessage: RenderReportMessage;
}

export function ConversationPage(props: ConversationPageProps) {
  const { t } = useTranslation();
  usePageMeta('messages');
  useConversationsSync(props.conversationId);
  const thread = useQuery(threadQuery(props.conversationId));

  if (thread.data?.closed || (thread.isError && isConversationGone(thread.error))) {
    // Shown before it ended: the focus, which was in it, moves to the news.
    return <ConversationEnded focus={thread.data !== undefined} unsent={thread.data?.outbox.map((item) => item.body)} />;
  }
  if (thread.data === undefined) {
    return (
      <main id="main" className="mx-auto max-w-3xl px-6 py-12">
        {thread.isError ? (
          <ListLoadFailed message={t('conversations.conversation.loadFailed')} error={thread.error} onRetry={() => void thread.refetch()} />
        ) : thread.fetchStatus === 'paused' ? (
          <FormNotice kind="error">{t('common.offlineData.needsConnection')}</FormNotice>
        ) : (
          <ListLoading />
        )}
      </main>
    );
  }
  // Offline, or the last try found no network: the conversation as last seen, marked so.
  return <OpenConversation {...props} thread={thread.data} failedOffline={thread.isError && isNetworkFailure(thread.error)} />;
}

/** A day is at most this long: the wait for the allowance to come back never overflows a timer. */
const DAY_MS = 86_400_000;

function OpenConversation({
  conversationId,
  Dialog,
  renderProfile,
  renderSafetyActions,
  renderReportMessage,
  thread,
  failedOffline,
}: ConversationPageProps & { thread: Thread; failedOffline: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const live = useLiveClient();
  const now = useNow();
  const send = useSend(conversationId);
  const { partnerTyping } = useThreadSync(conversationId);
  const [atEnd, setAtEnd] = useState(true);
  const [profileOpen, setProfileOpen] = useState(false);
  useReadReceipts(conversationId, newestIncomingId(thread), atEnd);

  const { allowance, partner } = thread;
  const atLimit = allowance.left === 0;
  // The day's messages come back at midnight UTC: the allowance is asked again then.
  useEffect(() => {
    if (!atLimit) return;
    const wait = Math.min(DAY_MS, Math.max(0, Date.parse(allowance.resetsAt) - Date.now()));
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: threadKey(conversationId) }), wait + 1_000);
    return () => clearTimeout(timer);
  }, [atLimit, allowance.resetsAt, conversationId, queryClient]);

  const end = () => endThread(queryClient, conversationId);
  return (
    // Exactly the window under the sticky header (4rem and its border): the log scrolls between
    // the partner's name and the composer, which stay in view, on a phone as on a computer.
    <main id="main" className="mx-auto flex h-[calc(100dvh-4rem-1px)] w-full max-w-3xl flex-col">
      <ConversationHeader
        partner={partner}
        onOpenProfile={() => setProfileOpen(true)}
        options={
          <ConversationOptions
            conversationId={conversationId}
            partner={partner}
            Dialog={Dialog}
            renderSafetyActions={renderSafetyActions}
            onOpenProfile={() => setProfileOpen(true)}
            onEnded={end}
          />
        }
      />
      <OfflineMarker failedOffline={failedOffline} className="mx-3 mt-2 sm:mx-4" />
      <MessageLog
        thread={thread}
        now={now}
        canRetry={!atLimit}
        onRetry={(item) => void send(item.clientId, item.body, item.confirmed)}
        onAtEndChange={setAtEnd}
        renderReportMessage={renderReportMessage}
        onEnded={end}
      />
      <div className="border-t border-stone-200 px-3 pt-1 pb-3 sm:px-4 dark:border-stone-800">
        <p aria-live="polite" className="min-h-6 text-sm text-stone-700 italic dark:text-stone-300">
          {partnerTyping ? t('conversations.conversation.typing', { name: isolate(partner.displayName) }) : ''}
        </p>
        <MessageLimitNotice allowance={allowance} atLimit={atLimit} />
        <Composer
          partnerName={partner.displayName}
          atLimit={atLimit}
          onSend={(body) => void send(newClientId(), body)}
          onTyping={() => live.send({ type: 'typing', conversationId })}
          toConfirm={awaitingConfirmation(thread)}
          onSendAnyway={(item) => void send(item.clientId, item.body, true)}
          onTakeBack={(item) => updateThread(queryClient, conversationId, (current) => withoutOutgoing(current, item.clientId))}
        />
        <AllowanceLine allowance={allowance} className="mt-1" />
      </div>
      {profileOpen && renderProfile(partner.id, () => setProfileOpen(false), end)}
    </main>
  );
}
