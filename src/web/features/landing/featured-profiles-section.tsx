import { MapPin, MessageCircle } from 'lucide-react';
import { MemberTile } from '../../components/member-tile';
import { useTranslation } from '../../i18n/react';
import { formatNumber } from '../../lib/format';
import { isolate } from '../../lib/format';
import type { FeaturedProfile } from './featured-profiles';
import { LandingSection } from './landing-section';
import { ProfileAvatar } from './profile-avatar';
import { useLanguage } from '../../lib/use-language';
import { useFeaturedProfiles } from './use-featured-profiles';
import { useFeaturedChat } from './use-featured-chat';

function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

function ProfileCard({ profile }: { profile: FeaturedProfile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Premium's: the conversation or the member's profile; anyone else is told it is Premium's.
  const chat = useFeaturedChat();
  const onChat = () => void chat(profile.memberId);
  return (
    <MemberTile
      titleId={`profile-${profile.id}`}
      className="transition-shadow hover:shadow-md"
      picture={<ProfilePicture profile={profile} />}
      premiumLabel={profile.isPremium ? t('landing.profiles.premium') : undefined}
      matchLabel={
        profile.compatibility !== null
          ? t('landing.profiles.match', { percent: formatPercent(profile.compatibility, language) })
          : undefined
      }
      titleClassName="flex items-center gap-2"
      title={
        <>
          <span>{t('landing.profiles.nameAge', { name: isolate(profile.name), age: formatNumber(profile.age, language) })}</span>
          {profile.online && (
            <span className="inline-flex items-center">
              <span aria-hidden="true" className="size-2.5 rounded-full bg-green-600 ring-2 ring-green-600/20 dark:bg-green-400" />
              <span className="sr-only">{t('landing.profiles.online')}</span>
            </span>
          )}
        </>
      }
      action={
        <button
          type="button"
          onClick={onChat}
          aria-label={t('landing.profiles.chatWith', { name: profile.name })}
          className="btn-secondary w-full"
        >
          <MessageCircle aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('landing.profiles.chat')}
        </button>
      }
    >
      {profile.location && (
        <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-700 dark:text-stone-300">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span dir="auto">{profile.location}</span>
        </p>
      )}
      {profile.culture && (
        <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{t(`landing.profiles.cultures.${profile.culture}`)}</p>
      )}
    </MemberTile>
  );
}

/** A member's own main photo, in the avatar's box: nothing moves when it arrives. The name is printed under it. */
function ProfilePicture({ profile }: { profile: FeaturedProfile }) {
  if (!profile.image) return <ProfileAvatar seed={profile.id} name={profile.name} className="block aspect-[2/1] w-full sm:aspect-[4/3]" />;
  return (
    <img
      src={profile.image}
      alt=""
      loading="lazy"
      decoding="async"
      className="block aspect-[2/1] w-full bg-stone-200 object-cover sm:aspect-[4/3] dark:bg-stone-800"
    />
  );
}

export function FeaturedProfilesSection() {
  const { t } = useTranslation();
  const profiles = useFeaturedProfiles();
  return (
    <LandingSection id="profiles" title={t('landing.profiles.title')} intro={t('landing.profiles.intro')}>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {profiles.map((profile) => (
          <ProfileCard key={profile.id} profile={profile} />
        ))}
      </ul>
    </LandingSection>
  );
}
