// A conversation that is over, whoever ended it and however (an unmatch, a block, a report, a
// deleted account), or one that never was: one calm sentence that names no one and no reason,
// and the way back to the other conversations. A message the member wrote that could not go
// before it ended (written offline, say: docs/decisions/0036-offline-member-data.md) is shown,
// its words kept for the member to copy.
import { MessageCircleOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { useTranslation } from '../../../i18n/react';
import { usePageMeta } from '../../../lib/use-page-meta';

/**
 * `focus`: it replaced an open conversation under the member's eyes, so the focus moves here.
 * `unsent`: the words of the member's messages that were never stored.
 */
export function ConversationEnded({ focus = false, unsent = [] }: { focus?: boolean; unsent?: string[] }) {
  const { t } = useTranslation();
  usePageMeta('messages');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-16 text-center">
      <MessageCircleOff aria-hidden="true" className="mx-auto mb-4 size-10 text-stone-600 dark:text-stone-300" />
      <h1 ref={heading} tabIndex={-1} className="mb-3 text-2xl font-bold focus:outline-none">
        {t('conversations.ended.title')}
      </h1>
      <p className="mb-6 text-stone-700 dark:text-stone-300">{t('conversations.ended.text')}</p>
      {unsent.length > 0 && (
        <section aria-label={t('conversations.ended.unsent')} className="mb-6 text-start">
          <p className="mb-2 text-sm font-medium text-red-700 dark:text-red-300">{t('conversations.ended.unsent')}</p>
          <ul className="space-y-2">
            {unsent.map((body, index) => (
              <li
                key={index}
                dir="auto"
                className="rounded-2xl bg-stone-100 px-3.5 py-2 whitespace-pre-wrap [overflow-wrap:anywhere] dark:bg-stone-800"
              >
                {body}
              </li>
            ))}
          </ul>
        </section>
      )}
      <Link to={paths.messages} className="btn-primary min-h-11">
        {t('conversations.ended.back')}
      </Link>
    </main>
  );
}
