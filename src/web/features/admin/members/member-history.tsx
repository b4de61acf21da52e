// A member's history on their page (docs/decisions/0033-admin-console.md): the audit log's entries
// about them, newest first, a page at a time ("Show more"). A role change says which role.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntry } from '../../../../shared/contracts/audit-log';
import { ListLoadFailed, ListLoading } from '../../../components/list-states';
import { useTranslation } from '../../../i18n/react';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { entryReason } from '../audit/entry-reason';
import { PagedEntries } from '../show-more';
import { memberHistoryQuery } from './members-api';

export function MemberHistory({ id }: { id: string }) {
  const { t } = useTranslation();
  const history = useInfiniteQuery(memberHistoryQuery(id));
  if (history.isPending) return <ListLoading />;
  if (history.isError && !history.isFetchNextPageError)
    return <ListLoadFailed message={t('console.members.fileFailed')} error={history.error} onRetry={() => void history.refetch()} />;
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];
  if (entries.length === 0) return <p className="text-stone-700 dark:text-stone-300">{t('console.members.nothing')}</p>;
  return (
    <PagedEntries list={history} entries={entries} className="space-y-1" moreLabel={t('console.members.historyMore')}>
      {(entry) => <HistoryLine key={entry.id} entry={entry} />}
    </PagedEntries>
  );
}

function HistoryLine({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const reason = entryReason(t, entry);
  return (
    <li>
      <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time> · <strong>{t(`console.audit.actions.${entry.action}`)}</strong>{' '}
      · <bdi>{entry.actor?.name ?? t('console.audit.system')}</bdi>
      {reason && (
        <>
          {' '}
          · <span dir="auto">{reason}</span>
        </>
      )}
    </li>
  );
}
