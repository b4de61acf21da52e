import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface LandingSectionProps {
  /** The anchor (#profiles, #faq, ...); the heading's id is `<id>-title`. */
  id: string;
  title: string;
  intro?: string;
  /** The band's tint, so that neighbouring bands stand apart; white without one. */
  band?: keyof typeof BANDS;
  /** The link under the band's content, to the page that says more. */
  more?: { to: string; label: string };
  children: ReactNode;
}

const BANDS = { amber: 'bg-amber-50/60 dark:bg-stone-900', stone: 'bg-stone-50 dark:bg-stone-900' } as const;

/** One band of the landing page: a labelled <section> with its h2, an optional intro and an optional link to more. */
export function LandingSection({ id, title, intro, band, more, children }: LandingSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`near-screen-only scroll-mt-16 px-4 py-16 sm:px-6 sm:py-20 ${band ? BANDS[band] : ''}`}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          {/* tabIndex -1: in-page links and the hero's preview button move focus here. */}
          <h2 id={`${id}-title`} tabIndex={-1} className="text-3xl font-bold tracking-tight text-balance focus:outline-none sm:text-4xl">
            {title}
          </h2>
          {intro && <p className="mt-3 text-lg text-pretty text-stone-700 dark:text-stone-300">{intro}</p>}
        </div>
        {children}
        {more && (
          <p className="mt-10 text-center">
            <Link to={more.to} className="btn-secondary">
              {more.label}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
