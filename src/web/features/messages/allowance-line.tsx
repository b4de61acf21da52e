// How many messages a Basic member may still send today (DISCOVERY_LIMITS); nothing for Premium,
// whose messages are unlimited.
import type { MessageAllowance } from '../../../shared/contracts/messages';
import { useTranslation } from '../../i18n/react';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

export function AllowanceLine({ allowance, className = '' }: { allowance: MessageAllowance; className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (allowance.perDay === null || allowance.left === null) return null;
  return (
    <p className={`text-sm text-stone-700 dark:text-stone-300 ${className}`}>
      {t('conversations.allowance.left', { count: allowance.left, shown: formatNumber(allowance.left, language) })}
    </p>
  );
}
