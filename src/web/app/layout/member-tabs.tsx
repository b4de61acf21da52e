// The member's tabs (docs/architecture.md, "The member's shell"): Discover (the deck), Likes,
// Matches, Messages and Me, with the number of new likes and unread messages as badges. On a
// phone they are a bar at the bottom of the screen, above the home indicator (safe-area inset);
// from `md` up, the same links sit in the header. Only one of the two is displayed at a time, so
// a screen reader meets one "Main" navigation.
import { CircleUserRound, Compass, Heart, HeartHandshake, type LucideIcon, MessageCircle } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/paths';
import { useTranslation } from '../../i18n/react';
import { formatNumber } from '../../lib/format';
import { useNewLikes, useUnreadTotal } from '../../lib/unread-messages';
import { useLanguage } from '../../lib/use-language';
import { isConversationScreen } from './member-shell';

/** Past this the badge says "99+": the exact number is in the link's description. */
const BADGE_MAX = 99;

type TabKey = 'discover' | 'likes' | 'matches' | 'messages' | 'me';

interface Tab {
  key: TabKey;
  to: string;
  icon: LucideIcon;
  /** Mirrored in Arabic: an icon with a direction (a speech bubble's tail). */
  mirrored?: boolean;
  isActive: (pathname: string) => boolean;
}

const TABS: readonly Tab[] = [
  { key: 'discover', to: paths.profiles, icon: Compass, isActive: (path) => path === paths.profiles },
  { key: 'likes', to: paths.likes, icon: Heart, isActive: (path) => path === paths.likes },
  { key: 'matches', to: paths.matches, icon: HeartHandshake, isActive: (path) => path === paths.matches },
  {
    key: 'messages',
    to: paths.messages,
    icon: MessageCircle,
    mirrored: true,
    isActive: (path) => path === paths.messages || isConversationScreen(path),
  },
  // Me: the member's profile, and their account's settings beside it.
  { key: 'me', to: paths.profile, icon: CircleUserRound, isActive: (path) => path === paths.profile || path === paths.account },
];

type Placement = 'bar' | 'header';

export function MemberTabs({ placement }: { placement: Placement }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // Only members past every step see the tabs (member-shell.ts): the counts are theirs to ask.
  const unread = useUnreadTotal(true, pathname);
  const likes = useNewLikes(true, pathname);
  const counts: Partial<Record<TabKey, { count: number; key: string }>> = {
    likes: { count: likes ?? 0, key: 'common.tabs.newLikes' },
    messages: { count: unread ?? 0, key: 'common.nav.unreadMessages' },
  };
  const list = (
    <ul className={placement === 'bar' ? 'mx-auto grid h-14 max-w-lg grid-cols-5' : 'flex items-center gap-1'}>
      {TABS.map((tab) => (
        <li key={tab.key} className={placement === 'bar' ? 'flex' : undefined}>
          <TabLink
            tab={tab}
            placement={placement}
            active={tab.isActive(path)}
            label={t(`common.tabs.${tab.key}`)}
            badge={counts[tab.key]}
          />
        </li>
      ))}
    </ul>
  );
  if (placement === 'header') {
    return (
      <nav aria-label={t('common.nav.main')} className="hidden flex-1 items-center md:flex">
        {list}
      </nav>
    );
  }
  return (
    <nav
      aria-label={t('common.nav.main')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 ps-[env(safe-area-inset-left)] pe-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden dark:border-stone-800 dark:bg-stone-950/95"
    >
      {list}
    </nav>
  );
}

interface TabLinkProps {
  tab: Tab;
  placement: Placement;
  active: boolean;
  label: string;
  badge?: { count: number; key: string };
}

function TabLink({ tab, placement, active, label, badge }: TabLinkProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const descriptionId = useId();
  const count = badge?.count ?? 0;
  const Icon = tab.icon;
  const colour = active ? 'text-amber-800 dark:text-amber-300' : 'text-stone-700 dark:text-stone-300';
  const shape =
    placement === 'bar'
      ? 'flex min-h-11 w-full flex-col items-center justify-center gap-0.5 text-xs font-medium'
      : `inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium whitespace-nowrap hover:bg-stone-100 dark:hover:bg-stone-800 ${active ? 'bg-amber-50 dark:bg-stone-800' : ''}`;
  return (
    // The link is named by its word alone and the count is its description: a name that said
    // more than the link shows would not be what a member speaking to their phone sees (WCAG
    // 2.5.3). The badge is drawn for the eye only.
    <Link
      to={tab.to}
      aria-current={active ? 'page' : undefined}
      aria-describedby={count > 0 ? descriptionId : undefined}
      className={`${shape} ${colour}`}
    >
      <span className="relative inline-flex">
        <Icon aria-hidden="true" className={`size-6 ${tab.mirrored ? 'rtl:-scale-x-100' : ''}`} />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute -top-1.5 -end-2.5 min-w-5 rounded-full bg-rose-700 px-1 text-center text-[0.7rem] leading-5 font-bold text-white dark:bg-rose-400 dark:text-stone-950"
          >
            {count > BADGE_MAX ? `${formatNumber(BADGE_MAX, language)}+` : formatNumber(count, language)}
          </span>
        )}
      </span>
      <span className="max-w-full truncate px-0.5">{label}</span>
      {count > 0 && badge && (
        <span id={descriptionId} hidden>
          {t(badge.key, { count, shown: formatNumber(count, language) })}
        </span>
      )}
    </Link>
  );
}
