// The Premium badge and the compatibility under a member's name, where they stand in a row (the
// phone card's sheet and the full profile; the cards lay them over the photo instead).
import type { MemberCard } from '../../../../shared/contracts/discovery';
import { useTranslation } from '../../../i18n/react';
import { useLanguage } from '../../../lib/use-language';
import { percentText } from '../member-texts';
import { PremiumBadge } from './premium-badge';

export function BadgeRow({ member, className }: { member: Pick<MemberCard, 'isPremium' | 'compatibility'>; className: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`}>
      {member.isPremium && <PremiumBadge />}
      <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-950 dark:bg-amber-950 dark:text-amber-100">
        {t('discovery.card.compatibility', { percent: percentText(member.compatibility.score, language) })}
      </span>
    </div>
  );
}
