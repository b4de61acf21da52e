// Why two members may get along: the server's top three reasons, strongest first, in words.
import { Check } from 'lucide-react';
import type { CompatibilityReason } from '../../../../shared/contracts/discovery';
import { useTranslation } from '../../../i18n/react';
import { reasonText } from '../member-texts';

export function CompatibilityReasons({ reasons }: { reasons: readonly CompatibilityReason[] }) {
  const { t } = useTranslation();
  if (reasons.length === 0) return null;
  return (
    <ul aria-label={t('discovery.card.reasonsLabel')} className="mt-1 space-y-1 text-sm text-stone-800 dark:text-stone-200">
      {reasons.slice(0, 3).map((reason) => (
        <li key={`${reason.code}:${reason.value ?? ''}`} className="flex items-start gap-1.5">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400" />
          <span>{reasonText(t, reason)}</span>
        </li>
      ))}
    </ul>
  );
}
