// What a country page offers someone who may not see its members yet: the next thing they can
// do about it, from the session's flags (the server decides what it sends; this only explains).
import { Link } from 'react-router';
import type { Me } from '../../../shared/contracts/me';
import { paths } from '../../../shared/paths';
import { useTranslation } from '../../i18n/react';

type Reason = 'join' | 'subscribe' | 'finishSteps' | 'needsProfile';

function reasonOf(me: Me): Reason {
  if (!me.isAuthenticated) return 'join';
  if (!me.hasSubscription) return 'subscribe';
  if (!me.hasCompletedQuestionnaire || !me.hasVerifiedID) return 'finishSteps';
  // Past every step but shown no members: the cards need their profile (whom they seek).
  return 'needsProfile';
}

const TARGETS: Record<Reason, string> = {
  join: paths.subscribe,
  subscribe: paths.subscribe,
  finishSteps: paths.home,
  needsProfile: paths.profile,
};

export function MembersAccessPanel({ me }: { me: Me }) {
  const { t } = useTranslation();
  const reason = reasonOf(me);
  return (
    <section
      aria-labelledby="members-access-title"
      className="mx-auto max-w-2xl rounded-3xl bg-amber-50 p-6 text-center sm:p-8 dark:bg-stone-900"
    >
      <h2 id="members-access-title" className="mb-3 text-2xl font-bold">
        {t(`members.access.${reason}.title`)}
      </h2>
      <p className="mb-6 text-stone-800 dark:text-stone-200">{t(`members.access.${reason}.text`)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={TARGETS[reason]} className="btn-primary">
          {t(`members.access.${reason}.action`)}
        </Link>
        {reason === 'join' && (
          <Link to={paths.signIn} className="btn-secondary">
            {t('members.access.signIn')}
          </Link>
        )}
      </div>
    </section>
  );
}
