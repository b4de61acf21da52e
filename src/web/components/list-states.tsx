// What a member's list page shows instead of its list: the list still loading, the list that
// could not be loaded (with Retry), and the empty list that leads elsewhere. The matches and
// conversations pages drew the same three blocks each, and a country page the same failure; a
// feature imports no other feature, so the one copy lives here (docs/architecture.md, "src/web/":
// components/). The Retry button and the empty state's link are at least 44 px tall
// (`min-h-11`): a target for touch must be.
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/react';
import { errorMessage } from '../lib/error-message';
import { FormNotice } from './form/form-notice';
import { isNetworkFailure, OfflineMarker } from './offline-marker';

/** The list is on its way: a plain line, tall enough that the list's arrival moves little. */
export function ListLoading() {
  const { t } = useTranslation();
  return <p className="min-h-40 text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>;
}

interface ListLoadFailedProps {
  /** The page's own sentence, translated ("We could not load your matches."). */
  message: string;
  /** What failed: its API code becomes the sentence after `message`. */
  error: unknown;
  onRetry: () => void;
  /** Placement around the block, e.g. a narrower centred column. */
  className?: string;
}

/** The list could not be loaded: said at once (role alert), with a button to try again. */
export function ListLoadFailed({ message, error, onRetry, className }: ListLoadFailedProps) {
  const { t } = useTranslation();
  return <RetryNotice message={`${message} ${errorMessage(t, error)}`} onRetry={onRetry} className={className} />;
}

/** Something could not be loaded: the sentence, said at once (role alert), and a button to try again. */
export function RetryNotice({ message, onRetry, className }: { message: string; onRetry: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={className ? `space-y-4 ${className}` : 'space-y-4'}>
      <FormNotice kind="error">{message}</FormNotice>
      <button type="button" className="btn-secondary min-h-11" onClick={onRetry}>
        {t('common.actions.retry')}
      </button>
    </div>
  );
}

interface ListEmptyProps {
  icon: LucideIcon;
  /** Translated texts: the section's heading, the sentence under it, and the link's words. */
  title: string;
  text: string;
  linkLabel: string;
  linkTo: string;
}

/** Nothing in the list yet: a section named by its heading, and a link to where to start. */
export function ListEmpty({ icon: Icon, title, text, linkLabel, linkTo }: ListEmptyProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-amber-50 p-6 text-center dark:bg-stone-900">
      <Icon aria-hidden="true" className="mx-auto mb-3 size-10 text-amber-800 dark:text-amber-300" />
      <h2 id={titleId} className="mb-2 text-xl font-bold">
        {title}
      </h2>
      <p className="mb-5 text-stone-700 dark:text-stone-300">{text}</p>
      <Link to={linkTo} className="btn-primary min-h-11">
        {linkLabel}
      </Link>
    </section>
  );
}

interface QueryListProps<T> {
  query: UseQueryResult<T>;
  /** Whether the loaded answer holds no item. */
  isEmpty: (data: T) => boolean;
  /** The page's sentence for a list that could not be loaded (ListLoadFailed's `message`). */
  loadFailed: string;
  empty: ListEmptyProps;
  /** The list itself, once loaded and not empty. */
  children: (data: T) => ReactNode;
}

/**
 * A list page's body from its query: loading, failed (with Retry), empty, or the list. Offline,
 * the list last seen (docs/decisions/0036-offline-member-data.md) under the offline marker; with
 * no list kept, the page waits for the network, saying so.
 */
export function QueryList<T>({ query, isEmpty, loadFailed, empty, children }: QueryListProps<T>) {
  const { t } = useTranslation();
  if (query.isPending && query.fetchStatus === 'paused')
    return <FormNotice kind="error">{t('common.offlineData.needsConnection')}</FormNotice>;
  const { data } = query;
  if (data === undefined) {
    return query.isError ? (
      <ListLoadFailed message={loadFailed} error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <ListLoading />
    );
  }
  return (
    <>
      <OfflineMarker failedOffline={query.isError && isNetworkFailure(query.error)} className="mb-4" />
      {isEmpty(data) ? <ListEmpty {...empty} /> : children(data)}
    </>
  );
}
