import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { usePageMeta } from '../../lib/use-page-meta';

/** The content pages, each with `<page>.title` and `<page>.intro` texts and its own page meta. */
export type ContentPageName = 'about' | 'culture' | 'contact' | 'events';

/**
 * A content page (about, culture, contact, events): the main landmark, the page's title and
 * description in the document head, and its h1 with the line under it.
 */
export function ContentPage({ page, headerClassName, children }: { page: ContentPageName; headerClassName: string; children: ReactNode }) {
  const { t } = useTranslation();
  usePageMeta(page);
  return (
    <main id="main" className="page-container">
      <header className={`${headerClassName} max-w-3xl`}>
        <h1 className="mb-4 text-4xl font-bold tracking-tight">{t(`${page}.title`)}</h1>
        <p className="text-lg leading-8 text-stone-700 dark:text-stone-300">{t(`${page}.intro`)}</p>
      </header>
      {children}
    </main>
  );
}
