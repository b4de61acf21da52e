// The members section on /admin (docs/decisions/0033-admin-console.md): a search by e-mail, name
// or id, newest account first, a page at a time ("Show more"); a result opens the member's file
// in place.
import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { DialogComponent } from '../../../components/dialog-slot';
import { ListLoadFailed, ListLoading } from '../../../components/list-states';
import { useTranslation } from '../../../i18n/react';
import { ShowMore } from '../show-more';
import { MemberFileView } from './member-file';
import { memberSearchQuery } from './members-api';
import { ConsoleSection } from '../console-section';

export function MembersSearch({ Dialog }: { Dialog: DialogComponent }) {
  const { t } = useTranslation();
  const headingId = useId();
  const inputId = useId();
  const [words, setWords] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const search = useInfiniteQuery(memberSearchQuery(words));
  const found = search.data?.pages.flatMap((page) => page.members);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    setWords(typeof value === 'string' ? value.trim() : '');
    setOpenId(null);
  };

  let body = null;
  if (words && search.isPending) body = <ListLoading />;
  else if (search.isError && !search.isFetchNextPageError)
    body = <ListLoadFailed message={t('console.members.loadFailed')} error={search.error} onRetry={() => void search.refetch()} />;
  else if (found?.length === 0) body = <p className="text-stone-700 dark:text-stone-300">{t('console.members.none')}</p>;
  else if (found)
    body = (
      <>
        <ul className="space-y-3">
          {found.map((member) => (
            <li key={member.id} className="rounded-xl border border-stone-300 p-4 dark:border-stone-600">
              <button
                type="button"
                className="block min-h-11 w-full text-start"
                aria-expanded={openId === member.id}
                onClick={() => setOpenId(openId === member.id ? null : member.id)}
              >
                <span className="block font-bold break-words">
                  <bdi>{member.displayName}</bdi> · <bdi>{member.email}</bdi>
                </span>
                <span className="block text-sm text-stone-700 dark:text-stone-300">
                  {t(`console.members.roles.${member.role}`)}
                  {member.restriction && ` · ${t(`console.members.restrictions.${member.restriction}`)}`}
                </span>
              </button>
              {openId === member.id && (
                <div className="mt-4 border-t border-stone-200 pt-4 dark:border-stone-700">
                  <MemberFileView id={member.id} Dialog={Dialog} />
                </div>
              )}
            </li>
          ))}
        </ul>
        <ShowMore list={search} label={t('console.members.showMore')} />
      </>
    );

  return (
    <ConsoleSection headingId={headingId} title={t('console.members.title')} intro={t('console.members.intro')}>
      <form role="search" aria-label={t('console.members.title')} onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-3">
        <div className="min-w-0 grow">
          <label htmlFor={inputId} className="mb-1 block text-sm font-semibold">
            {t('console.members.searchLabel')}
          </label>
          <input id={inputId} name="q" type="search" required maxLength={200} dir="auto" className="form-field min-h-11" />
        </div>
        <button type="submit" className="btn-primary min-h-11">
          {t('console.members.searchButton')}
        </button>
      </form>
      {body}
    </ConsoleSection>
  );
}
