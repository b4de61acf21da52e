// The name and age at the head of a card, wide or phone: on the top card a button that opens the
// full profile (onOpen), on the cards behind it plain words.
import type { MemberCard } from '../../../../shared/contracts/discovery';
import { useTranslation } from '../../../i18n/react';
import { formatNumber, isolate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';

/** `overPhoto`: the phone card's name stands on its photo, where the focus ring is white. */
export function CardName({
  card,
  onOpen,
  overPhoto = false,
}: {
  card: MemberCard;
  onOpen?: (card: MemberCard) => void;
  overPhoto?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nameAge = t('discovery.card.nameAge', { name: isolate(card.displayName), age: formatNumber(card.age, language) });
  if (!onOpen) return nameAge;
  return (
    <button
      type="button"
      onClick={() => onOpen(card)}
      className={`rounded text-start underline-offset-4 hover:underline focus-visible:outline-2 ${
        overPhoto ? 'focus-visible:outline-white' : 'focus-visible:outline-amber-700'
      }`}
    >
      {nameAge}
      <span className="sr-only">{t('discovery.card.openProfile')}</span>
    </button>
  );
}
