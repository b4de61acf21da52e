import { Crown } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';

/** The Premium members' badge (spec: "a premium badge"), the same on the card and the full profile. */
export function PremiumBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-stone-950/85 px-2.5 py-1 text-xs font-semibold text-amber-200 ${className}`}
    >
      <Crown aria-hidden="true" className="size-3.5" />
      {t('discovery.card.premium')}
    </span>
  );
}
