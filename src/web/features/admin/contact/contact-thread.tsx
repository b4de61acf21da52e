// One contact message on /admin, opened from the inbox: what the sender wrote, every answer with
// who wrote it, the answer form (sent by e-mail in the sender's language) and the status buttons.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { CONTACT_REPLY_MAX_LENGTH, type ContactThread, contactReplyInput } from '../../../../shared/contracts/admin-contact';
import type { Language } from '../../../../shared/constants';
import { FailureNotice, FormNotice } from '../../../components/form/form-notice';
import { ListLoadFailed, ListLoading } from '../../../components/list-states';
import { useTranslation } from '../../../i18n/react';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useLanguage } from '../../../lib/use-language';
import { AdminField, describedByOf } from '../admin-field';
import { contactThreadQuery, useReplyToContact, useSetContactStatus } from './contact-api';

/** The name of `code` in the reader's language ("French", "français"). */
const languageName = (code: Language, reader: Language) => new Intl.DisplayNames([reader], { type: 'language' }).of(code) ?? code;

export function ContactThreadView({ id }: { id: number }) {
  const { t } = useTranslation();
  const thread = useQuery(contactThreadQuery(id));
  if (thread.isPending) return <ListLoading />;
  if (thread.isError)
    return <ListLoadFailed message={t('console.inbox.threadFailed')} error={thread.error} onRetry={() => void thread.refetch()} />;
  return (
    <div className="space-y-4">
      <History thread={thread.data} />
      <ReplyForm thread={thread.data} />
      <StatusButtons thread={thread.data} />
    </div>
  );
}

function History({ thread }: { thread: ContactThread }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = thread;
  return (
    <ol className="space-y-3">
      <HistoryEntry
        who={t('console.inbox.wrote', { name: message.name, language: languageName(message.language, language) })}
        at={message.receivedAt}
        text={message.message}
        className="bg-stone-100 dark:bg-stone-800"
      />
      {thread.replies.map((reply) => (
        <HistoryEntry
          key={reply.id}
          who={reply.admin ? t('console.inbox.answeredBy', { name: reply.admin.name }) : t('console.inbox.answeredByGone')}
          at={reply.sentAt}
          text={reply.body}
          className="bg-amber-50 dark:bg-stone-900"
        />
      ))}
    </ol>
  );
}

/** The sender's message or an answer: who wrote it and when, then the words as written. */
function HistoryEntry({ who, at, text, className }: { who: string; at: string; text: string; className: string }) {
  const language = useLanguage();
  return (
    <li className={`rounded-lg p-3 ${className}`}>
      <p className="text-sm text-stone-700 dark:text-stone-300">
        {who} · <time dateTime={at}>{formatDateTime(at, language)}</time>
      </p>
      <p className="mt-1 break-words whitespace-pre-line" dir="auto">
        {text}
      </p>
    </li>
  );
}

function ReplyForm({ thread }: { thread: ContactThread }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fieldId = useId();
  const reply = useReplyToContact(thread.message.id);
  const max = { max: formatNumber(CONTACT_REPLY_MAX_LENGTH, language) };
  const { form, field, formProps, sending, failure } = useContractForm({
    schema: contactReplyInput,
    defaultValues: { body: '' },
    errorKey: () => 'console.inbox.replyError',
    mutation: reply,
    successUntilEdit: true,
    onSuccess: () => form.reset({ body: '' }),
  });
  const body = field('body');
  const invalid = body.error !== undefined;
  return (
    <form {...formProps} className="space-y-3">
      <AdminField
        id={fieldId}
        label={t('console.inbox.replyLabel', { language: languageName(thread.message.language, language) })}
        hint={t('console.inbox.replyHint', { email: thread.message.email })}
        error={body.error && t(body.error, max)}
      >
        <textarea
          {...body.input}
          id={fieldId}
          rows={5}
          required
          maxLength={CONTACT_REPLY_MAX_LENGTH}
          dir="auto"
          lang={thread.message.language}
          className="form-field"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedByOf(fieldId, { hint: true, error: invalid })}
        />
      </AdminField>
      <FailureNotice failure={failure} lead={t('console.inbox.replyFailed')} />
      <FormNotice kind="success">{reply.isSuccess ? t('console.inbox.replySent') : null}</FormNotice>
      <button type="submit" className="btn-primary min-h-11" disabled={sending}>
        {t(sending ? 'console.inbox.sending' : 'console.inbox.send')}
      </button>
    </form>
  );
}

function StatusButtons({ thread }: { thread: ContactThread }) {
  const { t } = useTranslation();
  const status = useSetContactStatus(thread.message.id);
  const closed = thread.message.status === 'closed';
  return (
    <div className="space-y-2">
      <p className="text-sm">{t('console.inbox.statusNow', { status: t(`console.inbox.statuses.${thread.message.status}`) })}</p>
      <button
        type="button"
        className="btn-secondary min-h-11"
        disabled={status.isPending}
        onClick={() => status.send(closed ? 'new' : 'closed')}
      >
        {t(closed ? 'console.inbox.reopen' : 'console.inbox.close')}
      </button>
      <FailureNotice failure={status.error} lead={t('console.inbox.statusFailed')} />
    </div>
  );
}
