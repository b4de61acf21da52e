// How many swipes a Basic member has left today; Premium's are unlimited.
import type { SwipeAllowance } from '../../../../shared/contracts/discovery';
import { useTranslation } from '../../../i18n/react';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';

export function SwipeAllowanceLine({ allowance }: { allowance: SwipeAllowance }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (allowance.left === null) return <p className="text-sm text-stone-700 dark:text-stone-300">{t('discovery.allowance.unlimited')}</p>;
  return (
    <p className="text-sm font-medium text-stone-700 dark:text-stone-300">
      {t('discovery.allowance.left', { count: allowance.left, shown: formatNumber(allowance.left, language) })}
    </p>
  );
}
