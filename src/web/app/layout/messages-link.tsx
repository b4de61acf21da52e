// The header's way to the conversations, with the number of unread messages, for a member who
// has passed every step (the only members the messages API answers). In the bar at every width,
// so that a phone shows the count without opening the menu.
import { MessageCircle } from 'lucide-react';
import { useId } from 'react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../../shared/paths';
import { useTranslation } from '../../i18n/react';
import { formatNumber } from '../../lib/format';
import { useSession } from '../../lib/session/use-session';
import { useUnreadTotal } from '../../lib/unread-messages';
import { useLanguage } from '../../lib/use-language';
import { EVERY_STEP, firstUnmetStep } from '../onboarding/onboarding-steps';

/** Past this the badge says "99+": the exact number is in the link's name. */
const BADGE_MAX = 99;

export function MessagesLink() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { me } = useSession();
  const { pathname } = useLocation();
  const descriptionId = useId();
  const allowed = me.isAuthenticated && firstUnmetStep(me, EVERY_STEP) === null;
  const unread = useUnreadTotal(allowed, pathname);
  if (!allowed) return null;
  const count = unread ?? 0;
  return (
    // The link is named by its word alone and the count is its description: a name that said
    // more than the link shows ("Messages, 3 unread" beside a visible "3") would not be what a
    // member speaking to their phone sees (WCAG 2.5.3). The badge, drawn for the eye over the
    // link's corner, is outside it for the same reason.
    <span className="relative inline-flex">
      <NavLink
        to={paths.messages}
        aria-describedby={count > 0 ? descriptionId : undefined}
        className={({ isActive }) =>
          `inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-medium hover:bg-stone-100 dark:hover:bg-stone-800 ${
            isActive ? 'text-amber-800 dark:text-amber-300' : 'text-stone-700 dark:text-stone-200'
          }`
        }
      >
        <MessageCircle aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        {/* The word beside the icon from 1536 px (2xl): at 1280 px the full header has no room for it in every language. */}
        <span className="sr-only whitespace-nowrap 2xl:not-sr-only">{t('common.nav.messages')}</span>
      </NavLink>
      {count > 0 && (
        <>
          <span id={descriptionId} className="sr-only">
            {t('common.nav.unreadMessages', { count, shown: formatNumber(count, language) })}
          </span>
          <span
            aria-hidden="true"
            className="pointer-events-none absolute -top-0.5 -end-0.5 min-w-5 rounded-full bg-rose-700 px-1.5 text-center text-xs leading-5 font-bold text-white dark:bg-rose-400 dark:text-stone-950"
          >
            {count > BADGE_MAX ? `${formatNumber(BADGE_MAX, language)}+` : formatNumber(count, language)}
          </span>
        </>
      )}
    </span>
  );
}
