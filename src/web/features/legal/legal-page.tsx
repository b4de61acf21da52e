import { useTranslation } from '../../i18n/react';
import { usePageMeta } from '../../lib/use-page-meta';
import { formatLegalDate, LEGAL_LAST_UPDATED, legalValues } from './legal-text';

export type LegalDocument = 'privacy' | 'terms';

type Block = string | Record<string, string>;

const keysOf = (value: unknown): string[] => (typeof value === 'object' && value !== null ? Object.keys(value) : []);

/**
 * One section: its body is a keyed object whose strings are paragraphs and whose objects are
 * bullet lists, in the order written. Every leaf goes through t() with the shared values, so
 * prices and contact details are never typed into a translation.
 */
function LegalSection({ base, id, values }: { base: string; id: string; values: Record<string, string> }) {
  const { t } = useTranslation();
  const body = t(`${base}.body`, { returnObjects: true }) as Record<string, Block>;
  return (
    <section aria-labelledby={id} className="near-screen-only">
      <h2 id={id} className="scroll-mt-24">
        {t(`${base}.title`)}
      </h2>
      {keysOf(body).map((key) =>
        typeof body[key] === 'string' ? (
          <p key={key} className="mb-4">
            {t(`${base}.body.${key}`, values)}
          </p>
        ) : (
          <ul key={key} className="mb-4">
            {keysOf(body[key]).map((item) => (
              <li key={item}>{t(`${base}.body.${key}.${item}`, values)}</li>
            ))}
          </ul>
        ),
      )}
    </section>
  );
}

/** The shared layout of the privacy policy and the terms: title, date, contents, sections. */
export function LegalPage({ document, sections }: { document: LegalDocument; sections: readonly string[] }) {
  const { t, i18n } = useTranslation();
  usePageMeta(document);
  const language = i18n.language;
  const values = legalValues(language);
  const base = `legal.${document}`;

  return (
    <main id="main" className="page-container">
      <header className="mb-8 max-w-3xl">
        <h1 className="mb-3 text-4xl font-bold tracking-tight">{t(`${base}.title`)}</h1>
        <p className="mb-6 text-sm text-stone-700 dark:text-stone-300">
          {/* The whole phrase inside <time>: word order around the date differs by language. */}
          <time dateTime={LEGAL_LAST_UPDATED}>{t('legal.lastUpdated', { date: formatLegalDate(LEGAL_LAST_UPDATED, language) })}</time>
        </p>
        <p className="text-lg leading-8 text-stone-800 dark:text-stone-200">{t(`${base}.intro`, values)}</p>
      </header>
      <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="legal-toc" className="lg:sticky lg:top-24 lg:self-start">
          <p id="legal-toc" className="mb-3 text-sm font-semibold uppercase tracking-wide text-stone-700 dark:text-stone-300">
            {t('legal.toc')}
          </p>
          <ol className="space-y-2 text-sm">
            {sections.map((key) => (
              <li key={key}>
                <a className="footer-link" href={`#${document}-${key}`}>
                  {t(`${base}.sections.${key}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose-page max-w-3xl [&>section:first-child>h2]:mt-0">
          {sections.map((key) => (
            <LegalSection key={key} base={`${base}.sections.${key}`} id={`${document}-${key}`} values={values} />
          ))}
        </div>
      </div>
    </main>
  );
}
