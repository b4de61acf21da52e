import { Crown, MapPin, MessageCircle } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { toast } from '../../components/ui/toaster';
import { formatNumber } from '../../lib/format';
import { isolate } from '../../lib/format';
import type { FeaturedProfile } from './featured-profiles';
import { LandingSection } from './landing-section';
import { ProfileAvatar } from './profile-avatar';
import { useLanguage } from '../../lib/use-language';
import { useFeaturedProfiles } from './use-featured-profiles';

function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

function ProfileCard({ profile }: { profile: FeaturedProfile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = `profile-${profile.id}`;
  // Visitors have no account yet, so nobody here is premium: Chat explains the upgrade instead.
  const onChat = () => toast({ description: t('landing.profiles.upgradeToChat') });
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md dark:border-stone-700 dark:bg-stone-900"
      >
        <div className="relative">
          {profile.image ? (
            // A member's own main photo, in the avatar's box: nothing moves when it arrives. The
            // name is printed under it.
            <img
              src={profile.image}
              alt=""
              loading="lazy"
              decoding="async"
              className="block aspect-[2/1] w-full bg-stone-200 object-cover sm:aspect-[4/3] dark:bg-stone-800"
            />
          ) : (
            <ProfileAvatar seed={profile.id} name={profile.name} className="block aspect-[2/1] w-full sm:aspect-[4/3]" />
          )}
          {profile.isPremium && (
            <span className="absolute end-3 top-3 inline-flex items-center gap-1 rounded-full bg-stone-950/80 px-2.5 py-1 text-xs font-semibold text-amber-200">
              <Crown aria-hidden="true" className="size-3.5" />
              {t('landing.profiles.premium')}
            </span>
          )}
          {profile.compatibility !== null && (
            <span className="absolute start-3 bottom-3 rounded-full bg-white px-2.5 py-1 text-xs font-bold text-amber-900 shadow-sm dark:bg-stone-950 dark:text-amber-200">
              {t('landing.profiles.match', { percent: formatPercent(profile.compatibility, language) })}
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col p-5">
          <h3 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-stone-900 dark:text-stone-50">
            <span>{t('landing.profiles.nameAge', { name: isolate(profile.name), age: formatNumber(profile.age, language) })}</span>
            {profile.online && (
              <span className="inline-flex items-center">
                <span aria-hidden="true" className="size-2.5 rounded-full bg-green-600 ring-2 ring-green-600/20 dark:bg-green-400" />
                <span className="sr-only">{t('landing.profiles.online')}</span>
              </span>
            )}
          </h3>
          {profile.location && (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-700 dark:text-stone-300">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              <span dir="auto">{profile.location}</span>
            </p>
          )}
          {profile.culture && (
            <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{t(`landing.profiles.cultures.${profile.culture}`)}</p>
          )}
          {/* At the card's foot, level across the row whatever a member chose to show above it. */}
          <div className="mt-auto pt-5">
            <button
              type="button"
              onClick={onChat}
              aria-label={t('landing.profiles.chatWith', { name: profile.name })}
              className="btn-secondary w-full"
            >
              <MessageCircle aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {t('landing.profiles.chat')}
            </button>
          </div>
        </div>
      </article>
    </li>
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
