import { useTranslation } from '../../i18n/react';
import { paths } from '../../../shared/paths';
import { LandingSection } from './landing-section';

export function AboutTeaserSection() {
  const { t } = useTranslation();
  return (
    <LandingSection id="about" title={t('landing.about.title')} band="amber" more={{ to: paths.about, label: t('landing.about.cta') }}>
      <div className="mx-auto max-w-3xl text-center">
        <p className="text-lg leading-8 text-pretty text-stone-800 dark:text-stone-200">{t('landing.about.mission')}</p>
        <p className="mt-4 leading-7 text-pretty text-stone-700 dark:text-stone-300">{t('landing.about.promise')}</p>
      </div>
    </LandingSection>
  );
}
