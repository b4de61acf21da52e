import { CalendarHeart, Globe2, HeartHandshake, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { ContentPage } from '../../components/ui/content-page';
import { Paragraphs } from '../../components/ui/paragraphs';
import { TitledSection } from '../../components/ui/titled-section';

// The four promises of the spec's "what makes it different", in its order.
const DIFFERENCES: readonly { key: string; icon: LucideIcon }[] = [
  { key: 'marriage', icon: HeartHandshake },
  { key: 'culture', icon: Globe2 },
  { key: 'verified', icon: ShieldCheck },
  { key: 'events', icon: CalendarHeart },
];

export function AboutPage() {
  const { t } = useTranslation();

  return (
    <ContentPage page="about" headerClassName="mb-12">
      <div className="mb-16 grid gap-10 md:grid-cols-2">
        <TitledSection titleId="mission-title" title={t('about.mission.title')}>
          <Paragraphs base="about.mission.body" />
        </TitledSection>
        <TitledSection titleId="why-title" title={t('about.why.title')}>
          <Paragraphs base="about.why.body" />
        </TitledSection>
      </div>

      <TitledSection
        titleId="different-title"
        title={t('about.different.title')}
        className="mb-16"
        titleClassName="mb-6 text-2xl font-bold"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {DIFFERENCES.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900">
              <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mb-2 text-lg font-bold">{t(`about.different.${key}.title`)}</h3>
              <p className="leading-7 text-stone-700 dark:text-stone-300">{t(`about.different.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection
        titleId="founders-title"
        title={t('about.founders.title')}
        className="rounded-2xl border border-amber-200 bg-amber-50 p-8 dark:border-amber-900 dark:bg-stone-900"
      >
        <Paragraphs base="about.founders.body" className="max-w-3xl space-y-4" />
        <p className="mt-6 font-semibold italic text-amber-900 dark:text-amber-200">— {t('about.founders.signature')}</p>
      </TitledSection>

      <nav aria-label={t('about.cta.label')} className="mt-12 flex flex-wrap gap-3">
        <Link className="btn-primary" to={paths.events}>
          {t('about.cta.events')}
        </Link>
        <Link className="btn-secondary" to={paths.contact}>
          {t('about.cta.contact')}
        </Link>
      </nav>
    </ContentPage>
  );
}
