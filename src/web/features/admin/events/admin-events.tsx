// The admins' events (docs/decisions/0032-events.md): every event members may join, newest start
// first, each with its status and answers; a new one, an edit, publishing and cancelling.
// Cancelling asks once more: it e-mails everyone going or waiting.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminEvent } from '../../../../shared/contracts/admin-events';
import { textIn } from '../../../../shared/event-text';
import { ListLoadFailed, ListLoading } from '../../../components/list-states';
import { FormNotice } from '../../../components/form/form-notice';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { DANGER_BUTTON } from '../reports/report-action-form';
import { adminEventsQuery, useEventStatus } from './admin-events-api';
import { EventForm } from './event-form';

export function AdminEvents() {
  const { t } = useTranslation();
  const query = useQuery(adminEventsQuery);
  // null: no form; 'new': a new event; an event: its edit.
  const [editing, setEditing] = useState<AdminEvent | 'new' | null>(null);
  let body;
  if (query.isPending) body = <ListLoading />;
  else if (query.isError)
    body = <ListLoadFailed message={t('admin.events.loadError')} error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.events.length === 0) body = <p>{t('admin.events.empty')}</p>;
  else
    body = (
      <ul className="space-y-4">
        {query.data.events.map((event) => (
          <AdminEventItem key={event.id} event={event} onEdit={() => setEditing(event)} />
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="admin-events-title" className="mt-12">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-events-title" className="text-2xl font-bold">
          {t('admin.events.title')}
        </h2>
        {editing === null && (
          <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
            {t('admin.events.new')}
          </button>
        )}
      </div>
      {editing !== null && (
        <div className="mb-6 rounded-2xl border border-stone-200 p-4 dark:border-stone-800">
          <h3 className="mb-3 text-lg font-bold">{t(editing === 'new' ? 'admin.events.newTitle' : 'admin.events.editTitle')}</h3>
          <EventForm
            key={editing === 'new' ? 'new' : editing.id}
            event={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        </div>
      )}
      {body}
    </section>
  );
}

function AdminEventItem({ event, onEdit }: { event: AdminEvent; onEdit: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const status = useEventStatus();
  const [confirming, setConfirming] = useState(false);
  const title = textIn(event.title, language);
  return (
    <li className="rounded-2xl border border-stone-200 p-4 dark:border-stone-800" aria-label={title}>
      <p className="font-bold">{title}</p>
      <p className="text-sm text-stone-700 dark:text-stone-300">
        <time dateTime={event.startsAt}>{formatDateTime(event.startsAt, language, event.timeZone)}</time> · {event.city} ·{' '}
        {t(`admin.events.statuses.${event.status}`)} · {t(`admin.events.audiences.${event.audience}`)}
      </p>
      <p className="text-sm">
        {t('admin.events.answers', {
          going: formatNumber(event.going, language),
          capacity: formatNumber(event.capacity, language),
          waiting: formatNumber(event.waiting, language),
        })}
      </p>
      {status.isError && <FormNotice kind="error">{errorMessage(t, status.error)}</FormNotice>}
      <div className="mt-3 flex flex-wrap gap-3">
        {event.status !== 'cancelled' && (
          <button type="button" className="btn-secondary" onClick={onEdit}>
            {t('admin.events.edit')}
          </button>
        )}
        {event.status === 'draft' && (
          <button
            type="button"
            className="btn-primary"
            disabled={status.isPending}
            onClick={() => status.send({ id: event.id, action: 'publish' })}
          >
            {t('admin.events.publish')}
          </button>
        )}
        {event.status !== 'cancelled' &&
          (confirming ? (
            <button
              type="button"
              className={DANGER_BUTTON}
              disabled={status.isPending}
              onClick={() => status.send({ id: event.id, action: 'cancel' })}
            >
              {t('admin.events.confirmCancel')}
            </button>
          ) : (
            <button type="button" className="btn-secondary" onClick={() => setConfirming(true)}>
              {t('admin.events.cancel')}
            </button>
          ))}
      </div>
    </li>
  );
}
