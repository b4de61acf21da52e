// The conversation's messages, oldest at the top, in a scrolling log that opens at its end and
// follows new messages while the member is there. Scrolling up (or the button at the top) loads
// earlier ones without moving what the member is reading. Screen readers hear each new message
// from the partner once, through a polite announcement of its own: the log itself stays quiet
// (aria-live="off"), as its live reading would also speak every earlier page loaded above and
// every message the member sends. A flagged message from the partner carries its safety notice,
// which the announcement reads too.
import { type UIEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { formatDateTime, isolate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { formatDayLabel } from '../format/message-time';
import { noticesFor } from '../safety/safety-flags';
import { SafetyNotice } from '../safety/safety-notice';
import type { RenderReportMessage } from '../slots';
import type { OutgoingMessage, Thread } from '../thread/thread-state';
import { type Delivery } from './delivery-mark';
import { inLog, type LogEntry, logDays } from './log-days';
import { MessageItem } from './message-item';
import { useOlderMessages } from './use-older-messages';

/** Within this of the end, the member is at the end: the log follows new messages. */
const END_SLACK_PX = 80;
/** Within this of the top, earlier messages are loaded. */
const TOP_SLACK_PX = 200;

interface MessageLogProps {
  thread: Thread;
  now: number;
  /** Whether a failed message may be sent again now (not at the day's limit). */
  canRetry: boolean;
  onRetry: (item: OutgoingMessage) => void;
  /** Whether the end of the log (the newest message) is in view. */
  onAtEndChange: (atEnd: boolean) => void;
  renderReportMessage: RenderReportMessage;
  /** A message was reported: the conversation is over. */
  onEnded: () => void;
}

function deliveryOf(thread: Thread, id: number): Delivery {
  if (id <= thread.partnerReadUpTo) return 'read';
  if (id <= thread.partnerDeliveredUpTo) return 'delivered';
  return 'sent';
}

export function MessageLog({ thread, now, canRetry, onRetry, onAtEndChange, renderReportMessage, onEnded }: MessageLogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { scroller, onScroll, older } = useLogScroll(thread, onAtEndChange);
  const announcement = useArrivalAnnouncement(thread);
  const name = thread.partner.displayName;
  const days = logDays(thread);
  return (
    <>
      <div
        ref={scroller}
        role="log"
        aria-live="off"
        aria-label={t('conversations.conversation.log', { name })}
        // A region that scrolls must take the keyboard's focus to be scrolled with the arrow
        // keys (WCAG 2.1.1), whatever its role.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={onScroll}
        // Positioned, so the labels kept for screen readers (sr-only: absolutely positioned) are
        // placed and clipped inside the log: else they escape it and stretch the whole page.
        className="relative min-h-0 flex-1 [overflow-anchor:none] overflow-y-auto overscroll-contain px-3 py-4 sm:px-4"
      >
        {thread.hasOlder && (
          <div className="mb-4 text-center">
            <button type="button" className="btn-ghost min-h-11" disabled={older.loading} onClick={older.load}>
              {older.loading ? t('conversations.conversation.loadingOlder') : t('conversations.conversation.loadOlder')}
            </button>
            {older.failed && <p className="text-sm text-red-700 dark:text-red-300">{t('conversations.conversation.olderFailed')}</p>}
          </div>
        )}
        {days.length === 0 && (
          <p className="mx-auto mt-8 max-w-sm text-center text-stone-700 dark:text-stone-300">
            {t('conversations.conversation.empty', { name: isolate(name), date: formatDateTime(thread.matchedAt, language) })}
          </p>
        )}
        {days.map((day) => (
          <div key={day.key} className="mb-4">
            {/* The day stays in view at the top while its messages scroll, on an opaque band the
                log's full width: messages pass under it whole, never showing around the label.
                It sticks over the log's top padding (-top-4 against py-4), from its very edge. */}
            <h2 className="sticky -top-4 z-10 -mx-3 mb-3 flex justify-center bg-white py-1.5 sm:-mx-4 dark:bg-stone-950">
              <span className="rounded-full bg-stone-200 px-3 py-0.5 text-xs font-semibold text-stone-800 dark:bg-stone-800 dark:text-stone-100">
                {formatDayLabel(day.sentAt, now, language, t)}
              </span>
            </h2>
            <ol className="space-y-2">
              {day.entries.map((entry) => (
                <LogEntryItem
                  key={entry.key}
                  entry={entry}
                  thread={thread}
                  canRetry={canRetry}
                  onRetry={onRetry}
                  renderReportMessage={renderReportMessage}
                  onEnded={onEnded}
                />
              ))}
            </ol>
          </div>
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}

/**
 * The log's scrolling: it opens at its end and follows new messages while the member is there
 * (or has just sent one); an earlier page loaded above leaves what was on screen where it was.
 */
function useLogScroll(thread: Thread, onAtEndChange: (atEnd: boolean) => void) {
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const outboxSize = useRef(thread.outbox.filter(inLog).length);
  const older = useOlderMessages(thread, scroller);
  const { takeAnchor } = older;

  // Runs before the paint, so the member never sees the log jump.
  useLayoutEffect(() => {
    const log = scroller.current;
    if (!log) return;
    const anchor = takeAnchor();
    if (anchor) {
      // An earlier page went in above: what was on screen stays where it was.
      log.scrollTop = anchor.top + (log.scrollHeight - anchor.height);
      return;
    }
    // The member just sent one (or sent one anyway): they want to see it, wherever they were.
    const sending = thread.outbox.filter(inLog).length;
    if (sending > outboxSize.current) following.current = true;
    outboxSize.current = sending;
    if (following.current) log.scrollTop = log.scrollHeight;
  }, [thread.messages, thread.outbox, takeAnchor]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const log = event.currentTarget;
    following.current = log.scrollHeight - log.scrollTop - log.clientHeight <= END_SLACK_PX;
    onAtEndChange(following.current);
    if (log.scrollTop <= TOP_SLACK_PX && thread.hasOlder) older.load();
  };
  return { scroller, onScroll, older };
}

/** What is said of the newest message from the partner: once for each written while the page is open, not for earlier ones. */
function useArrivalAnnouncement(thread: Thread): string {
  const { t } = useTranslation();
  const [newestAtOpen] = useState(() => thread.messages.findLast((message) => !message.fromMe)?.id ?? 0);
  const newestIncoming = thread.messages.findLast((message) => !message.fromMe);
  if (!newestIncoming || newestIncoming.id <= newestAtOpen) return '';
  return [
    t('conversations.conversation.newMessage', { name: isolate(thread.partner.displayName), text: newestIncoming.body }),
    ...noticesFor(newestIncoming.flags).map((kind) => t(`conversations.safety.${kind}`)),
  ].join(' ');
}

type LogEntryItemProps = Pick<MessageLogProps, 'thread' | 'canRetry' | 'onRetry' | 'renderReportMessage' | 'onEnded'> & {
  entry: LogEntry;
};

/** One message of the log: a stored one (a flagged one from the partner with its safety notice), or one of the member's on its way. */
function LogEntryItem({ entry, thread, canRetry, onRetry, renderReportMessage, onEnded }: LogEntryItemProps) {
  const name = thread.partner.displayName;
  if (entry.kind !== 'stored') {
    return (
      <MessageItem
        body={entry.item.body}
        sentAt={entry.item.sentAt}
        own
        delivery={entry.item.status === 'waiting' ? 'waiting' : 'sending'}
        failure={entry.item.status === 'failed' ? entry.item.failure : undefined}
        partnerName={name}
        retryDisabled={!canRetry}
        onRetry={() => onRetry(entry.item)}
      />
    );
  }
  const { message } = entry;
  return (
    <MessageItem
      body={message.body}
      sentAt={message.sentAt}
      own={message.fromMe}
      delivery={message.fromMe ? deliveryOf(thread, message.id) : undefined}
      partnerName={name}
      notice={
        !message.fromMe && message.flags.length > 0 ? (
          <SafetyNotice message={message} partner={thread.partner} renderReportMessage={renderReportMessage} onEnded={onEnded} />
        ) : undefined
      }
    />
  );
}
