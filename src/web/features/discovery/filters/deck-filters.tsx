// The Filters button and its panel (a full row below it, in the page's wrapping row). Premium members get the form; a Basic member learns that
// advanced filters come with Premium, and where to get it (/pricing).
import { SlidersHorizontal } from 'lucide-react';
import { memo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { useTranslation } from '../../../i18n/react';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { activeFilterCount, type DeckFilterValues } from '../api/deck-search';
import { DeckFiltersForm } from './deck-filters-form';

interface DeckFiltersProps {
  isPremium: boolean;
  applied: DeckFilterValues;
  onApply: (filters: DeckFilterValues) => void;
}

/** Memoised: it does not change with the deck, which renders on every swipe. */
export const DeckFilters = memo(function DeckFilters({ isPremium, applied, onApply }: DeckFiltersProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const count = isPremium ? activeFilterCount(applied) : 0;
  return (
    <>
      <button
        type="button"
        className="btn-secondary"
        aria-expanded={open}
        aria-controls={open ? 'deck-filters' : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {count > 0 ? t('discovery.filters.buttonActive', { count: formatNumber(count, language) }) : t('discovery.filters.button')}
      </button>
      {open && (
        <div id="deck-filters" className="basis-full rounded-2xl border border-stone-200 p-4 dark:border-stone-700">
          {isPremium ? (
            <DeckFiltersForm
              applied={applied}
              onApply={(filters) => {
                setOpen(false);
                onApply(filters);
              }}
            />
          ) : (
            <div className="space-y-3">
              <p>{t('discovery.filters.premiumOnly')}</p>
              <Link className="btn-primary" to={paths.pricing}>
                {t('discovery.premium.cta')}
              </Link>
            </div>
          )}
        </div>
      )}
    </>
  );
});
