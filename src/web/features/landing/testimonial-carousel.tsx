import { ChevronLeft, ChevronRight, Pause, Play, Quote } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { formatNumber } from '../../lib/format';
import { LandingSection } from './landing-section';
import { useCarousel } from './use-carousel';
import { useLanguage } from '../../lib/use-language';
import { reducedMotion as reducedMotionQuery } from '../../lib/media-query';
import { STORY_IDS, useLandingView } from '../../lib/landing-content';

const controlClass =
  'flex size-11 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-800 hover:bg-amber-50 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800';

interface Story {
  id: string;
  quote: string;
  names: string;
  place: string;
}

/** The published quotes when there are (landing-content.ts), else the three built-in stories. */
function useStories(): Story[] {
  const { t } = useTranslation();
  const published = useLandingView()?.texts.quotes;
  if (published) return published.map((quote, index) => ({ id: `published-${index}`, ...quote }));
  return STORY_IDS.map((id) => ({
    id,
    quote: t(`landing.testimonials.stories.${id}.quote`),
    names: t(`landing.testimonials.stories.${id}.names`),
    place: t(`landing.testimonials.stories.${id}.place`),
  }));
}

export function TestimonialCarousel() {
  const { t } = useTranslation();
  const stories = useStories();
  const language = useLanguage();
  const reducedMotion = reducedMotionQuery.useMatches();
  const carousel = useCarousel({ count: stories.length, reducedMotion });
  const total = formatNumber(stories.length, language);

  return (
    <LandingSection id="testimonials" title={t('landing.testimonials.title')} intro={t('landing.testimonials.intro')} band="stone">
      <div
        role="region"
        aria-roledescription={t('landing.testimonials.carousel')}
        aria-label={t('landing.testimonials.label')}
        className="mx-auto max-w-3xl"
        {...carousel.pauseProps}
      >
        {/* All slides share one grid cell, so the box is as tall as the longest quote and never jumps. */}
        <div className="grid" aria-live={carousel.autoRotating ? 'off' : 'polite'}>
          {stories.map((story, i) => {
            const active = i === carousel.index;
            return (
              <div
                key={story.id}
                role="group"
                aria-roledescription={t('landing.testimonials.slide')}
                aria-label={t('landing.testimonials.slideLabel', { index: formatNumber(i + 1, language), total })}
                aria-hidden={!active}
                // duration-300 is CAROUSEL_FADE_MS (use-carousel.test.tsx holds it at 300): a class,
                // not a style attribute, which the pre-rendered page's Content-Security-Policy
                // refuses (docs/decisions/0038-prerendered-public-pages.md).
                className={`[grid-area:1/1] transition-opacity duration-300 ${
                  active ? (carousel.fading ? 'opacity-0' : 'opacity-100') : 'invisible opacity-0'
                }`}
              >
                <figure className="flex h-full flex-col rounded-3xl border border-stone-200 bg-white p-8 text-center shadow-sm sm:p-10 dark:border-stone-700 dark:bg-stone-950">
                  <Quote aria-hidden="true" className="mx-auto mb-4 size-8 text-amber-700 rtl:-scale-x-100 dark:text-amber-300" />
                  <blockquote className="flex-1 text-lg leading-8 text-pretty text-stone-800 sm:text-xl dark:text-stone-100">
                    <p>{story.quote}</p>
                  </blockquote>
                  <figcaption className="mt-6">
                    <span className="block font-semibold text-stone-900 dark:text-stone-50">{story.names}</span>
                    <span className="block text-sm text-stone-700 dark:text-stone-300">{story.place}</span>
                  </figcaption>
                </figure>
              </div>
            );
          })}
        </div>
        <div className="mt-6 flex items-center justify-center gap-3">
          {carousel.canRotate && (
            <button type="button" onClick={carousel.toggleStopped} className={controlClass}>
              {carousel.stopped ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
              <span className="sr-only">{t(carousel.stopped ? 'landing.testimonials.start' : 'landing.testimonials.stop')}</span>
            </button>
          )}
          <button type="button" onClick={carousel.previous} className={controlClass}>
            <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            <span className="sr-only">{t('landing.testimonials.previous')}</span>
          </button>
          <div className="flex items-center">
            {stories.map((story, i) => (
              <button
                key={story.id}
                type="button"
                aria-current={i === carousel.index ? 'true' : undefined}
                onClick={() => carousel.goTo(i)}
                className="group flex size-8 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all ${
                    i === carousel.index
                      ? 'w-6 bg-amber-800 dark:bg-amber-300'
                      : 'w-2.5 bg-stone-400 group-hover:bg-stone-600 dark:bg-stone-500'
                  }`}
                />
                <span className="sr-only">{t('landing.testimonials.goTo', { index: formatNumber(i + 1, language), total })}</span>
              </button>
            ))}
          </div>
          <button type="button" onClick={carousel.next} className={controlClass}>
            <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            <span className="sr-only">{t('landing.testimonials.next')}</span>
          </button>
        </div>
      </div>
    </LandingSection>
  );
}
