// The audit log on /admin (docs/decisions/0033-admin-console.md): every admin act and security
// event, newest first, searched by actor, member and action, a page at a time ("Show more"), and
// the search downloaded as CSV. Read only: nobody changes or deletes an entry.
import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry, type AuditSearch } from '../../../../shared/contracts/audit-log';
import { ListLoadFailed, ListLoading } from '../../../components/list-states';
import { useTranslation } from '../../../i18n/react';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { AdminField } from '../admin-field';
import { PagedEntries } from '../show-more';
import { auditExportUrl, auditLogQuery } from './audit-api';
import { entryReason } from './entry-reason';
import { ConsoleSection } from '../console-section';
import { SelectOptions } from '../../../components/form/select-options';

export function AuditLog() {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const [search, setSearch] = useState<AuditSearch>({});
  const log = useInfiniteQuery(auditLogQuery(search));
  const entries = log.data?.pages.flatMap((page) => page.entries);
  const total = log.data?.pages[0]?.total ?? 0;

  let body;
  if (log.isPending) body = <ListLoading />;
  else if (log.isError && !log.isFetchNextPageError)
    body = <ListLoadFailed message={t('console.audit.loadFailed')} error={log.error} onRetry={() => void log.refetch()} />;
  else if (!entries || entries.length === 0) body = <p className="text-stone-700 dark:text-stone-300">{t('console.audit.empty')}</p>;
  else
    body = (
      <>
        <p role="status" className="mb-3 text-sm">
          {t('console.audit.shown', { shown: formatNumber(entries.length, language), total: formatNumber(total, language) })}
        </p>
        <PagedEntries list={log} entries={entries} className="space-y-2" moreLabel={t('console.audit.showMore')}>
          {(entry) => <Entry key={entry.id} entry={entry} />}
        </PagedEntries>
      </>
    );

  return (
    <ConsoleSection headingId={headingId} title={t('console.audit.title')} intro={t('console.audit.intro')}>
      <SearchForm onSearch={setSearch} />
      <p className="mb-4">
        <a className="btn-secondary min-h-11" href={auditExportUrl(search)} download>
          {t('console.audit.export')}
        </a>
      </p>
      {body}
    </ConsoleSection>
  );
}

/** A text field's value from the submitted form. */
function textOf(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

function SearchForm({ onSearch }: { onSearch: (search: AuditSearch) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const action = textOf(data, 'action');
    onSearch({
      actor: textOf(data, 'actor'),
      member: textOf(data, 'member'),
      action: action ? (action as AuditAction) : undefined,
    });
  };
  return (
    <form role="search" aria-label={t('console.audit.search')} onSubmit={submit} className="mb-4 grid gap-3 sm:grid-cols-4 sm:items-end">
      <AdminField id={`${id}-actor`} label={t('console.audit.actor')}>
        <input id={`${id}-actor`} name="actor" type="search" maxLength={200} dir="auto" className="form-field min-h-11" />
      </AdminField>
      <AdminField id={`${id}-member`} label={t('console.audit.member')}>
        <input id={`${id}-member`} name="member" type="search" maxLength={200} dir="auto" className="form-field min-h-11" />
      </AdminField>
      <AdminField id={`${id}-action`} label={t('console.audit.action')}>
        <select id={`${id}-action`} name="action" className="form-field min-h-11" defaultValue="">
          <SelectOptions
            values={AUDIT_ACTIONS}
            label={(action) => t(`console.audit.actions.${action}`)}
            empty={t('console.audit.anyAction')}
          />
        </select>
      </AdminField>
      <button type="submit" className="btn-primary min-h-11">
        {t('console.audit.searchButton')}
      </button>
    </form>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const person = (who: AuditEntry['actor'], none: string) =>
    who ? (
      <>
        <bdi>{who.name}</bdi> (<bdi>{who.email}</bdi>)
      </>
    ) : (
      none
    );
  return (
    <li className="rounded-lg border border-stone-300 p-3 text-sm break-words dark:border-stone-600">
      <p>
        <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time> ·{' '}
        <strong>{t(`console.audit.actions.${entry.action}`)}</strong>
      </p>
      <p>
        {t('console.audit.by')} {person(entry.actor, t('console.audit.system'))}
        {entry.member && (
          <>
            {' '}
            · {t('console.audit.about')} {person(entry.member, '')}
          </>
        )}
      </p>
      {entry.reason && (
        <p dir="auto" className="text-stone-700 dark:text-stone-300">
          {entryReason(t, entry)}
        </p>
      )}
    </li>
  );
}
