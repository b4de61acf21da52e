// The members of a country page a verified subscriber may meet, as cards: photo, name and age,
// city, how well they match, and the button that opens their full profile.
import { UserRound } from 'lucide-react';
import { useId } from 'react';
import type { MemberCard } from '../../../shared/contracts/discovery';
import { MemberPicture } from '../../components/member-picture';
import { MemberTile } from '../../components/member-tile';
import { useTranslation } from '../../i18n/react';
import { formatNumber, isolate } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { TitledSection } from '../../components/ui/titled-section';

interface MemberGridProps {
  members: MemberCard[];
  onOpen: (member: MemberCard) => void;
}

function formatPercent(score: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(score / 100);
}

export function MemberGrid({ members, onOpen }: MemberGridProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <TitledSection
      titleId={titleId}
      title={t('members.list.title')}
      intro={t('members.list.note')}
      titleClassName="mb-2 text-2xl font-bold"
      introClassName="mb-6 text-stone-700 dark:text-stone-300"
    >
      {members.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 p-6 text-center dark:border-stone-600">{t('members.list.empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {members.map((member) => (
            <MemberGridItem key={member.id} member={member} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

function MemberGridItem({ member, onOpen }: { member: MemberCard; onOpen: (member: MemberCard) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nameId = useId();
  return (
    <MemberTile
      titleId={nameId}
      // The name is printed under it; the full profile describes every photo.
      picture={<MemberPicture photo={member.photo} name={member.displayName} className="aspect-[4/5] w-full" initialClassName="text-6xl" />}
      premiumLabel={member.isPremium ? t('members.list.premium') : undefined}
      matchLabel={t('members.list.match', { percent: formatPercent(member.compatibility.score, language) })}
      title={t('members.list.nameAge', { name: isolate(member.displayName), age: formatNumber(member.age, language) })}
      action={
        <button
          type="button"
          className="btn-secondary w-full"
          aria-label={t('members.list.viewProfileOf', { name: member.displayName })}
          onClick={() => onOpen(member)}
        >
          <UserRound aria-hidden="true" className="size-4" />
          {t('members.list.viewProfile')}
        </button>
      }
    >
      {member.city && (
        <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
          <span dir="auto">{member.city}</span>
        </p>
      )}
    </MemberTile>
  );
}
