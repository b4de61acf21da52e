// The contact inbox on /admin (docs/decisions/0033-admin-console.md): every message sent through
// /contact, the new ones by default, Premium members' first and then the oldest (the server's
// order); a message opens in place with its thread, the answer form and its status.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CONTACT_STATUSES, type ContactInboxFilter, type ContactMessageSummary } from '../../../../shared/contracts/admin-contact';
import { ListLoadFailed, ListLoading } from '../../../components/list-states';
import { useTranslation } from '../../../i18n/react';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { contactInboxQuery } from './contact-api';
import { ContactThreadView } from './contact-thread';
import { ConsoleSection } from '../console-section';
import { SelectOptions } from '../../../components/form/select-options';

const FILTERS: readonly NonNullable<ContactInboxFilter>[] = [...CONTACT_STATUSES, 'all'];

export function ContactInbox() {
  const { t } = useTranslation();
  const headingId = useId();
  const filterId = useId();
  const [filter, setFilter] = useState<ContactInboxFilter>('new');
  const [openId, setOpenId] = useState<number | null>(null);
  const inbox = useQuery(contactInboxQuery(filter));

  let body;
  if (inbox.isPending) body = <ListLoading />;
  else if (inbox.isError)
    body = <ListLoadFailed message={t('console.inbox.loadFailed')} error={inbox.error} onRetry={() => void inbox.refetch()} />;
  else if (inbox.data.length === 0) body = <p className="text-stone-700 dark:text-stone-300">{t('console.inbox.empty')}</p>;
  else
    body = (
      <ol className="space-y-3" aria-labelledby={headingId}>
        {inbox.data.map((message) => (
          <InboxItem
            key={message.id}
            message={message}
            open={openId === message.id}
            onToggle={() => setOpenId(openId === message.id ? null : message.id)}
          />
        ))}
      </ol>
    );

  return (
    <ConsoleSection headingId={headingId} title={t('console.inbox.title')} intro={t('console.inbox.intro')}>
      <div className="mb-4">
        <label htmlFor={filterId} className="mb-1 block text-sm font-semibold">
          {t('console.inbox.filter')}
        </label>
        <select
          id={filterId}
          className="form-field min-h-11 w-auto"
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as ContactInboxFilter);
            setOpenId(null);
          }}
        >
          <SelectOptions values={FILTERS} label={(value) => t(`console.inbox.filters.${value}`)} />
        </select>
      </div>
      {body}
    </ConsoleSection>
  );
}

function InboxItem({ message, open, onToggle }: { message: ContactMessageSummary; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const threadId = useId();
  return (
    <li className="rounded-xl border border-stone-300 p-4 dark:border-stone-600">
      <button
        type="button"
        className="block min-h-11 w-full text-start"
        aria-expanded={open}
        aria-controls={open ? threadId : undefined}
        onClick={onToggle}
      >
        <span className="flex flex-wrap items-center gap-2">
          {message.priority && (
            <span className="rounded-full bg-amber-200 px-2 py-0.5 text-sm font-semibold text-amber-950">
              {t('console.inbox.priority')}
            </span>
          )}
          <span className="font-bold break-words" dir="auto">
            {message.subject}
          </span>
        </span>
        <span className="mt-1 block text-sm break-words text-stone-700 dark:text-stone-300">
          <bdi>{message.name}</bdi> · <bdi>{message.email}</bdi> ·{' '}
          <time dateTime={message.receivedAt}>{formatDateTime(message.receivedAt, language)}</time> ·{' '}
          {t(`console.inbox.statuses.${message.status}`)} ·{' '}
          {t('console.inbox.replyCount', { count: message.replies, shown: formatNumber(message.replies, language) })}
        </span>
      </button>
      {open && (
        <div id={threadId} className="mt-4 border-t border-stone-200 pt-4 dark:border-stone-700">
          <ContactThreadView id={message.id} />
        </div>
      )}
    </li>
  );
}
