// A card's facts, each a line with its icon (the wide card, the phone card and its sheet): the
// place with the distance bucket, and the profession.
import { type LucideIcon, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MemberCard } from '../../../../shared/contracts/discovery';
import { useTranslation } from '../../../i18n/react';
import { useLanguage } from '../../../lib/use-language';
import { distanceText, placeText } from '../member-texts';

/** The words' colour: on the card's light face by default, or white over a photo. */
const MUTED = 'text-stone-700 dark:text-stone-300';

export function CardFact({
  icon: Icon,
  dir,
  className = MUTED,
  children,
}: {
  icon: LucideIcon;
  dir?: 'auto';
  className?: string;
  children: ReactNode;
}) {
  return (
    <p className={`flex items-start gap-1.5 text-sm ${className}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span dir={dir}>{children}</span>
    </p>
  );
}

/** Where the member lives, and how far (a bucket, never a distance). */
export function CardPlace({ card, className }: { card: MemberCard; className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <CardFact icon={MapPin} className={className}>
      {placeText(t, card.city, card.country, language)}
      {t('discovery.card.placeSeparator')}
      {distanceText(t, card.distance)}
    </CardFact>
  );
}
