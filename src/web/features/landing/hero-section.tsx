import { ArrowDown, CalendarHeart, HeartHandshake, ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { BASIC_PRICE_CENTS } from '../../../shared/constants';
import { paths } from '../../../shared/paths';
import { formatPrice } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { reducedMotion } from '../../lib/media-query';
import { useLandingContent } from '../../lib/landing-content';
import { useHydrated } from '../../lib/use-hydrated';

const FEATURES = [
  { key: 'verified', Icon: ShieldCheck },
  { key: 'culture', Icon: HeartHandshake },
  { key: 'community', Icon: CalendarHeart },
] as const;

/** Scrolls to the featured profiles and moves keyboard focus to their heading. */
function previewProfiles() {
  const section = document.getElementById('profiles');
  section?.scrollIntoView?.({ behavior: reducedMotion.matches() ? 'auto' : 'smooth', block: 'start' });
  // preventScroll: the focus jump must not cut the smooth scroll short.
  document.getElementById('profiles-title')?.focus({ preventScroll: true });
}

export function PriceBadge() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-amber-300 bg-white/80 px-4 py-1.5 text-sm text-stone-800 shadow-sm dark:border-amber-700 dark:bg-stone-900/80 dark:text-stone-100">
      <span>{t('landing.hero.priceLabel')}</span>
      <span className="font-bold text-amber-900 dark:text-amber-200">
        {t('landing.hero.pricePerMonth', { price: formatPrice(BASIC_PRICE_CENTS, language) })}
      </span>
    </p>
  );
}

/**
 * The first screen: text only, so it paints at once and is the page's LCP without layout shift.
 * Its texts are the published ones when an admin has published some (landing-content.ts), else
 * the locale files'; while the answer is on its way (preloaded with the page) the texts keep
 * their place unseen, so the built-in ones never flash before the published ones.
 */
export function HeroSection() {
  const { t } = useTranslation();
  const state = useLandingContent();
  const published = state.status === 'ready' ? state.view?.texts : undefined;
  const waiting = state.status === 'loading' ? 'invisible' : '';
  // The preview scrolls with the app's code: in the pre-rendered page it does nothing until the app
  // has taken the page over (lib/use-hydrated.ts), and says so to assistive technology; it looks
  // the same, so that nothing in the first screen changes when the app comes.
  const hydrated = useHydrated();
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-linear-to-b from-amber-50 via-orange-50 to-white px-4 pt-14 pb-16 sm:px-6 sm:pt-20 sm:pb-24 dark:from-stone-900 dark:via-stone-950 dark:to-stone-950"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-[1.2fr_1fr]">
        <div className={`text-center lg:text-start ${waiting}`}>
          <p className="mb-4 text-sm font-semibold tracking-wide text-amber-800 uppercase dark:text-amber-300">
            {published?.tagline ?? t('common.tagline')}
          </p>
          <h1
            id="hero-title"
            className="text-4xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-5xl lg:text-6xl dark:text-stone-50"
          >
            {published?.title ?? t('landing.hero.title')}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-stone-700 sm:text-xl lg:mx-0 dark:text-stone-300">
            {published?.subtitle ?? t('landing.hero.subtitle')}
          </p>
          <div className="mt-8">
            <PriceBadge />
          </div>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row lg:justify-start">
            <Link to={paths.subscribe} className="btn-primary w-full px-7 py-3 text-base sm:w-auto">
              {t('landing.hero.signUp')}
            </Link>
            <button
              type="button"
              onClick={previewProfiles}
              aria-disabled={hydrated ? undefined : true}
              className="btn-secondary w-full px-7 py-3 text-base sm:w-auto"
            >
              {t('landing.hero.preview')}
              <ArrowDown aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
        <ul
          className={`grid gap-4 rounded-3xl ${waiting} border border-amber-200/70 bg-white/70 p-6 shadow-sm sm:p-8 dark:border-stone-800 dark:bg-stone-900/70`}
        >
          {FEATURES.map(({ key, Icon }, index) => (
            <li key={key} className="flex items-start gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span>
                <span className="block font-semibold text-stone-900 dark:text-stone-50">
                  {published?.bullets[index]?.title ?? t(`landing.hero.features.${key}.title`)}
                </span>
                <span className="block text-sm text-stone-700 dark:text-stone-300">
                  {published?.bullets[index]?.text ?? t(`landing.hero.features.${key}.text`)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
