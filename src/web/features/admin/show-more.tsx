// "Show more" under a list the console pages by cursor (docs/decisions/0033-admin-console.md,
// "Paging"): the next page is appended to what is shown, the button waits while it loads, and
// a failure is said beside it so that the button tries again.
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';

interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export function ShowMore({ list, label }: { list: PagedList; label: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 space-y-2">
      <p role="alert" className="text-sm text-red-800 dark:text-red-300">
        {list.isFetchNextPageError ? t('console.paging.failed') : null}
      </p>
      {list.hasNextPage && (
        <button
          type="button"
          className="btn-secondary min-h-11"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? t('console.paging.loading') : label}
        </button>
      )}
    </div>
  );
}

/** The entries shown so far, in order, with Show more under them. */
export function PagedEntries<T>({
  list,
  entries,
  className,
  moreLabel,
  children,
}: {
  list: PagedList;
  entries: readonly T[];
  className: string;
  moreLabel: string;
  children: (entry: T) => ReactNode;
}) {
  return (
    <>
      <ol className={className}>{entries.map(children)}</ol>
      <ShowMore list={list} label={moreLabel} />
    </>
  );
}
