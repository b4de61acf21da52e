// The featured cards' Chat (featured-chat.ts says where it leads). The match list is asked only
// when a Premium member presses Chat on a real member: a plain request, not TanStack Query, for
// the landing page's script budget (docs/decisions/0016-data-loading.md). If it cannot be read
// (not yet verified, offline), the member's profile opens instead, whose page says what is missing.
import { useNavigate } from 'react-router';
import { getMatches } from '../../../shared/routes/matches-endpoints';
import { toast } from '../../components/ui/toaster';
import { useTranslation } from '../../i18n/react';
import { callApi } from '../../lib/call-api';
import { useSession } from '../../lib/session/use-session';
import { chatTarget } from './featured-chat';

export function useFeaturedChat(): (memberId: string | null) => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { me } = useSession();
  return async (memberId) => {
    const matches =
      me.isPremium && memberId !== null
        ? await callApi(getMatches).then(
            (answer) => answer.matches,
            () => null,
          )
        : null;
    const target = chatTarget(memberId, me.isPremium, matches);
    if (target.kind === 'upgrade') toast({ description: t('landing.profiles.upgradeToChat') });
    else await navigate(target.to);
  };
}
