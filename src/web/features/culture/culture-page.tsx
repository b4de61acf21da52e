import { Coffee, Landmark, Music, Sun, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { formatCompactNumber } from '../../lib/format';
import { ContentPage } from '../../components/ui/content-page';
import { Paragraphs } from '../../components/ui/paragraphs';
import { TitledSection } from '../../components/ui/titled-section';

/** The badge of the spec: "25k+ Urban Connections", the number written the language's way. */
export const URBAN_CONNECTIONS = 25000;

const REGIONS: readonly { key: string; icon: LucideIcon }[] = [
  { key: 'northAfrica', icon: Landmark },
  { key: 'sahel', icon: Sun },
  { key: 'horn', icon: Coffee },
  { key: 'subSaharan', icon: Music },
];

export function CulturePage() {
  const { t, i18n } = useTranslation();
  const count = formatCompactNumber(URBAN_CONNECTIONS, i18n.language);

  return (
    <ContentPage page="culture" headerClassName="mb-12">
      <TitledSection titleId="regions-title" title={t('culture.regions.title')} className="mb-16" titleClassName="mb-6 text-2xl font-bold">
        <div className="grid gap-6 md:grid-cols-2">
          {REGIONS.map(({ key, icon: Icon }) => (
            <article
              key={key}
              aria-labelledby={`region-${key}`}
              className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900"
            >
              <h3 id={`region-${key}`} className="mb-4 flex items-center gap-3 text-xl font-bold">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {t(`culture.regions.${key}.title`)}
              </h3>
              <Paragraphs base={`culture.regions.${key}.body`} />
            </article>
          ))}
        </div>
      </TitledSection>

      <section aria-labelledby="youth-title" className="mb-16 grid gap-8 md:grid-cols-[1fr_16rem] md:items-start">
        <div>
          <h2 id="youth-title" className="mb-4 text-2xl font-bold">
            {t('culture.youth.title')}
          </h2>
          <Paragraphs base="culture.youth.body" />
        </div>
        <p className="order-first rounded-2xl bg-amber-800 p-6 text-center text-white md:order-none dark:bg-amber-400 dark:text-stone-950">
          <span className="block text-4xl font-bold">{t('culture.youth.badge.value', { count })}</span>
          <span className="mt-1 block text-sm font-semibold uppercase tracking-wide">{t('culture.youth.badge.label')}</span>
        </p>
      </section>

      <TitledSection
        titleId="health-title"
        title={t('culture.health.title')}
        className="rounded-2xl border border-amber-200 bg-amber-50 p-6 dark:border-amber-900 dark:bg-stone-900"
      >
        <Paragraphs base="culture.health.body" />
      </TitledSection>
    </ContentPage>
  );
}
