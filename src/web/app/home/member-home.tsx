// '/' for a member past every step: their home in the app (docs/architecture.md, "The member's
// shell"), from the server's data: the likes waiting for an answer (GET /api/me/badges, the
// tabs' own count), the new matches nobody has written to yet and the conversations with unread
// messages (GET /api/conversations), and what is left to do (the profile, its photos, Premium).
// The spec's 'You've completed all steps!' stays, as the line under the welcome. Composed here,
// in app/, because it reads three features' data (docs/architecture.md: only app/ imports several).
import { useQuery } from '@tanstack/react-query';
import {
  Camera,
  ChevronRight,
  CircleCheck,
  Compass,
  Crown,
  Heart,
  HeartHandshake,
  MessageCircle,
  PenLine,
  type LucideIcon,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link, useLocation } from 'react-router';
import type { ConversationSummary } from '../../../shared/contracts/messages';
import type { ProfileResponse } from '../../../shared/contracts/profile';
import { paths } from '../../../shared/paths';
import { ListLoadFailed, ListLoading } from '../../components/list-states';
import { conversationsQuery } from '../../features/messages/api/messages-api';
import { PartnerAvatar } from '../../features/messages/partner-avatar';
import { photosQuery } from '../../features/profile/photos/photos-api';
import { profileQuery } from '../../features/profile/api/profile-api';
import { useTranslation } from '../../i18n/react';
import { formatNumber } from '../../lib/format';
import { useSession } from '../../lib/session/use-session';
import { useNewLikes } from '../../lib/unread-messages';
import { useLanguage } from '../../lib/use-language';
import { usePageMeta } from '../../lib/use-page-meta';

/** How many new matches and unread conversations the home shows; the rest are a tab away. */
const SHOWN = 6;

export function MemberHome() {
  const { t } = useTranslation();
  usePageMeta('home');
  const { me } = useSession();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">
        {me.user ? t('onboarding.welcomeName', { name: me.user.displayName }) : t('onboarding.welcome')}
      </h1>
      <h2 className="mt-1 flex items-center gap-1.5 text-base font-semibold text-green-800 dark:text-green-300">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
        {t('onboarding.browse.title')}
      </h2>
      <Link to={paths.profiles} className="btn-primary mt-5 inline-flex w-full min-h-12 justify-center gap-2 text-base sm:w-auto">
        <Compass aria-hidden="true" className="size-5" />
        {t('onboarding.home.discover')}
      </Link>
      {/* One column that never grows past the screen: the new matches scroll inside their card. */}
      <div className="mt-6 grid grid-cols-1 gap-4">
        <LikesCard isPremium={me.isPremium} />
        <ConversationsSections />
        <NextSteps isPremium={me.isPremium} />
      </div>
    </main>
  );
}

function Card({ title, children, icon: Icon }: { title: string; children: ReactNode; icon: LucideIcon }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5 dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id={headingId} className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <Icon aria-hidden="true" className="size-5 text-rose-700 rtl:-scale-x-100 dark:text-rose-300" />
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The likes waiting for an answer: how many; Premium members go and see who, others how to. */
function LikesCard({ isPremium }: { isPremium: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  const likes = useNewLikes(true, pathname);
  return (
    <Card title={t('onboarding.home.likes.title')} icon={Heart}>
      {likes === null ? (
        <p className="text-stone-700 dark:text-stone-300">{t('common.actions.loading')}</p>
      ) : likes === 0 ? (
        <p className="text-stone-700 dark:text-stone-300">{t('onboarding.home.likes.none')}</p>
      ) : (
        <>
          <p className="text-xl font-bold">{t('onboarding.home.likes.count', { count: likes, shown: formatNumber(likes, language) })}</p>
          <p className="mt-1 text-stone-700 dark:text-stone-300">
            {t(isPremium ? 'onboarding.home.likes.premium' : 'onboarding.home.likes.basic')}
          </p>
          <Link to={paths.likes} className="btn-secondary mt-3 inline-flex min-h-11 items-center gap-1">
            {t(isPremium ? 'onboarding.home.likes.see' : 'onboarding.home.likes.upgrade')}
            <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Link>
        </>
      )}
    </Card>
  );
}

/** New matches (nobody has written yet) and conversations with unread messages, from one list. */
function ConversationsSections() {
  const { t } = useTranslation();
  const list = useQuery(conversationsQuery);
  if (list.isPending) return <ListLoading />;
  if (list.isError) {
    return <ListLoadFailed message={t('onboarding.home.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />;
  }
  const conversations = list.data.conversations;
  const fresh = conversations.filter((conversation) => conversation.lastMessage === null);
  const unread = conversations.filter((conversation) => conversation.unread > 0);
  return (
    <>
      <Card title={t('onboarding.home.matches.title')} icon={HeartHandshake}>
        {fresh.length === 0 ? (
          <p className="text-stone-700 dark:text-stone-300">{t('onboarding.home.matches.none')}</p>
        ) : (
          <>
            <p className="mb-3 text-stone-700 dark:text-stone-300">{t('onboarding.home.matches.intro')}</p>
            <ul className="-mx-1 flex gap-3 overflow-x-auto px-1 pb-1">
              {fresh.slice(0, SHOWN).map((conversation) => (
                <li key={conversation.id} className="w-20 shrink-0">
                  <Link
                    to={paths.conversation(conversation.id)}
                    className="flex flex-col items-center gap-1 rounded-xl p-1 text-center text-sm font-medium hover:bg-stone-100 dark:hover:bg-stone-800"
                  >
                    <PartnerAvatar partner={conversation.partner} size="md" />
                    <span dir="auto" className="w-full truncate">
                      {conversation.partner.displayName}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
        <SeeAllLink to={paths.matches} label={t('onboarding.home.matches.all')} />
      </Card>
      <Card title={t('onboarding.home.messages.title')} icon={MessageCircle}>
        {unread.length === 0 ? (
          <p className="text-stone-700 dark:text-stone-300">{t('onboarding.home.messages.none')}</p>
        ) : (
          <ul className="divide-y divide-stone-200 dark:divide-stone-800">
            {unread.slice(0, SHOWN).map((conversation) => (
              <UnreadConversation key={conversation.id} conversation={conversation} />
            ))}
          </ul>
        )}
        <SeeAllLink to={paths.messages} label={t('onboarding.home.messages.all')} />
      </Card>
    </>
  );
}

/** A card's way to the whole list, under what the card shows of it. */
function SeeAllLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="mt-3 inline-flex min-h-11 items-center gap-1 font-medium text-amber-800 underline dark:text-amber-300">
      {label}
      <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
    </Link>
  );
}

function UnreadConversation({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { partner, unread, lastMessage } = conversation;
  return (
    <li>
      <Link
        to={paths.conversation(conversation.id)}
        className="flex items-center gap-3 py-2.5 hover:bg-stone-50 dark:hover:bg-stone-800/50"
      >
        <PartnerAvatar partner={partner} size="sm" />
        <span className="min-w-0 flex-1">
          <span dir="auto" className="block truncate font-semibold">
            {partner.displayName}
          </span>
          {lastMessage && (
            <span dir="auto" className="block truncate text-sm text-stone-700 dark:text-stone-300">
              {lastMessage.body}
            </span>
          )}
        </span>
        <span className="shrink-0 rounded-full bg-rose-700 px-2 text-xs leading-5 font-bold text-white dark:bg-rose-400 dark:text-stone-950">
          {t('onboarding.home.messages.unread', { count: unread, shown: formatNumber(unread, language) })}
        </span>
      </Link>
    </li>
  );
}

interface Step {
  key: string;
  to: string;
  icon: LucideIcon;
}

/** Whether the member has said the optional parts of their profile that matches talk about. */
function hasOptionalParts(profile: NonNullable<ProfileResponse['profile']>): boolean {
  return profile.city !== '' && profile.languages.length > 0 && profile.profession !== '' && profile.interests.length > 0;
}

/** What is left to do, from the member's own data; once all is done, said so. */
function NextSteps({ isPremium }: { isPremium: boolean }) {
  const { t } = useTranslation();
  const profile = useQuery(profileQuery);
  const photos = useQuery(photosQuery);
  if (profile.isPending || photos.isPending) return <ListLoading />;
  if (profile.isError || photos.isError) {
    return (
      <ListLoadFailed
        message={t('onboarding.home.loadFailed')}
        error={profile.error ?? photos.error}
        onRetry={() => {
          void profile.refetch();
          void photos.refetch();
        }}
      />
    );
  }
  const saved = profile.data.profile;
  const steps: Step[] = [];
  if (photos.data.length === 0) steps.push({ key: 'photo', to: paths.profile, icon: Camera });
  // The required part was asked in the Questionnaire step; the rest is offered, never asked
  // (docs/decisions/0031-profile-in-onboarding.md).
  if (saved && !hasOptionalParts(saved)) steps.push({ key: 'finish', to: paths.profile, icon: PenLine });
  if (!isPremium) steps.push({ key: 'premium', to: paths.pricing, icon: Crown });
  return (
    <Card title={t('onboarding.home.next.title')} icon={CircleCheck}>
      {steps.length === 0 ? (
        <p className="text-stone-700 dark:text-stone-300">{t('onboarding.home.next.done')}</p>
      ) : (
        <ul className="grid gap-2">
          {steps.map(({ key, to, icon: Icon }) => (
            <li key={key}>
              <Link
                to={to}
                className="flex min-h-12 items-center gap-3 rounded-xl border border-stone-200 px-3 py-2 hover:bg-stone-50 dark:border-stone-700 dark:hover:bg-stone-800"
              >
                <Icon aria-hidden="true" className="size-5 shrink-0 text-amber-800 dark:text-amber-300" />
                <span className="flex-1">
                  <span className="block font-semibold">{t(`onboarding.home.next.${key}.title`)}</span>
                  <span className="block text-sm text-stone-700 dark:text-stone-300">{t(`onboarding.home.next.${key}.text`)}</span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 rtl:-scale-x-100" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
