import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';

/**
 * One plan of the pricing page: its name (an h2), monthly price, optional breakdown and badges,
 * and its feature list from `pricing.<plan>.features`.
 */
export function PlanCard({
  plan,
  features,
  price,
  breakdown,
  highlighted = false,
  current = false,
  children,
}: {
  plan: 'basic' | 'premium';
  features: readonly string[];
  price: string;
  breakdown?: string;
  highlighted?: boolean;
  current?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `plan-${plan}`;
  const frame = highlighted ? 'border-2 border-amber-600 dark:border-amber-500' : 'border border-stone-200 dark:border-stone-700';
  return (
    <section aria-labelledby={headingId} className={`flex flex-col rounded-2xl bg-white p-6 shadow-sm dark:bg-stone-900 ${frame}`}>
      <div className="mb-2 flex flex-wrap items-center gap-2">
        {highlighted && (
          <span className="rounded-full bg-amber-800 px-3 py-1 text-sm font-semibold text-white dark:bg-amber-300 dark:text-stone-950">
            {t('pricing.mostPopular')}
          </span>
        )}
        {current && (
          <span className="rounded-full border border-green-700 px-3 py-1 text-sm font-semibold text-green-800 dark:border-green-400 dark:text-green-300">
            {t('pricing.yourPlan')}
          </span>
        )}
      </div>
      <h2 id={headingId} className="text-2xl font-bold">
        {t(`pricing.${plan}.name`)}
      </h2>
      <p className="mt-2 text-3xl font-extrabold">{t('pricing.perMonth', { price })}</p>
      {breakdown && <p className="mt-1 text-stone-700 dark:text-stone-300">{breakdown}</p>}
      <ul className="my-6 space-y-3">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-400" />
            <span>{t(`pricing.${plan}.features.${feature}`)}</span>
          </li>
        ))}
      </ul>
      {children && <div className="mt-auto">{children}</div>}
    </section>
  );
}
