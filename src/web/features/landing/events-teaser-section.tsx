import { CalendarDays, Flame, Users } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { paths } from '../../../shared/paths';
import { LandingSection } from './landing-section';

// The three event series of the events screen (spec section 2).
const SERIES = [
  { key: 'hookah', Icon: Flame },
  { key: 'festivals', Icon: CalendarDays },
  { key: 'meetups', Icon: Users },
] as const;

export function EventsTeaserSection() {
  const { t } = useTranslation();
  return (
    <LandingSection
      id="events"
      title={t('landing.events.title')}
      intro={t('landing.events.intro')}
      more={{ to: paths.events, label: t('landing.events.cta') }}
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {SERIES.map(({ key, Icon }) => (
          <li key={key} className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm dark:border-stone-700 dark:bg-stone-900">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-stone-900 dark:text-stone-50">{t(`landing.events.series.${key}.title`)}</h3>
            <p className="mt-1 text-sm font-semibold text-amber-800 dark:text-amber-300">{t(`landing.events.series.${key}.when`)}</p>
            <p className="mt-3 text-stone-700 dark:text-stone-300">{t(`landing.events.series.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
